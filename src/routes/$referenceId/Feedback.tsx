import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '../../features/info/FeedbackScreen.tsx';

/** /{referenceId}/Feedback (spec §2): rate the branch or a recent order (users/rate). */
export const Route = createFileRoute('/$referenceId/Feedback')({
  loader: async ({ context: { stores } }) => {
    const orders = await stores.loadOrders();
    // The recent orders only offer a choice: feedback works without them, so a failure is ignored.
    if (stores.auth.isAuthenticated) await orders.loadHistory().catch(() => undefined);
  },
  component: FeedbackScreen,
});
