import { createFileRoute, notFound } from '@tanstack/react-router';
import { authGuard } from '../../../app/guards.ts';
import { ReservationDetailScreen } from '../../../features/reservation/ReservationDetailScreen.tsx';

/** /{referenceId}/reservation/history/{reservationId}: one reservation of the history. */
export const Route = createFileRoute('/$referenceId/reservation/history_/$reservationId')({
  beforeLoad: async ({ context, params, location }) => {
    if (!context.stores.reservations.enabled) return;
    await authGuard(context, params.referenceId, location.href);
  },
  loader: async ({ context: { stores }, params }) => {
    if (!stores.reservations.enabled) return { reservationId: 0 };
    const reservationId = Number(params.reservationId);
    if (!Number.isInteger(reservationId) || reservationId <= 0) throw notFound();
    if (!(await stores.reservations.load(reservationId))) throw notFound();
    return { reservationId };
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { reservationId } = Route.useLoaderData();
  return <ReservationDetailScreen reservationId={reservationId} />;
}
