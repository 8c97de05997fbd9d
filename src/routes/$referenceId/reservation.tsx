import { createFileRoute, Outlet } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { ReservationsNotOffered } from '../../features/reservation/ReservationsNotOffered.tsx';
import { useStores } from '../../stores/store-context.tsx';

/** /{referenceId}/reservation/…: a business without reservations says so on every one of them. */
export const Route = createFileRoute('/$referenceId/reservation')({
  // Every reservation screen needs the reservation store, whose code is not in the menu's load.
  beforeLoad: async ({ context: { stores } }) => {
    await stores.loadReservations();
  },
  component: ReservationLayout,
});

function ReservationLayout() {
  return <ReservationGate />;
}

const ReservationGate = observer(function ReservationGate() {
  const { reservationOffer } = useStores();
  return reservationOffer.enabled ? <Outlet /> : <ReservationsNotOffered />;
});
