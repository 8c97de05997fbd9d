import { createFileRoute } from '@tanstack/react-router';
import { authGuard } from '../../../app/guards.ts';
import { ReservationHistoryScreen } from '../../../features/reservation/ReservationHistoryScreen.tsx';

/** /{referenceId}/reservation/history: the customer's reservations (login required). */
export const Route = createFileRoute('/$referenceId/reservation/history')({
  beforeLoad: async ({ context, params, location }) => {
    if (!context.stores.reservations.enabled) return;
    await authGuard(context, params.referenceId, location.href);
  },
  component: ReservationHistoryScreen,
});
