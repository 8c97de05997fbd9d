import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReservationSuccessScreen } from '../../../features/reservation/ReservationSuccessScreen.tsx';

/** /{referenceId}/reservation/success/{reservationId}: what was booked, its status, a calendar file. */
export const Route = createFileRoute('/$referenceId/reservation/success/$reservationId')({
  loader: async ({ context: { stores }, params }) => {
    if (!stores.reservations.enabled) return { reservationId: 0 };
    const reservationId = Number(params.reservationId);
    if (!Number.isInteger(reservationId) || reservationId <= 0) throw notFound();
    if (!(await stores.reservations.load(reservationId))) throw notFound();
    return { reservationId };
  },
  component: SuccessRoute,
});

function SuccessRoute() {
  const { reservationId } = Route.useLoaderData();
  return <ReservationSuccessScreen reservationId={reservationId} />;
}
