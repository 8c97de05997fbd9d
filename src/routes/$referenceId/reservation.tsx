import { createFileRoute, Outlet } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { ReservationsNotOffered } from '../../features/reservation/ReservationsNotOffered.tsx';
import { useStores } from '../../stores/store-context.tsx';

/** /{referenceId}/reservation/…: a business without reservations says so on every one of them. */
export const Route = createFileRoute('/$referenceId/reservation')({
  component: ReservationLayout,
});

function ReservationLayout() {
  return <ReservationGate />;
}

const ReservationGate = observer(function ReservationGate() {
  const { reservations } = useStores();
  return reservations.enabled ? <Outlet /> : <ReservationsNotOffered />;
});
