import { createFileRoute } from '@tanstack/react-router';
import { authGuard } from '../../../app/guards.ts';
import { WalletHistoryScreen } from '../../../features/wallet/WalletHistoryScreen.tsx';

/** /{referenceId}/wallet/history: every credit and debit, newest first (login required). */
export const Route = createFileRoute('/$referenceId/wallet/history')({
  beforeLoad: async ({ context, params, location }) => {
    if (!context.stores.wallet.entryVisible) return;
    await authGuard(context, params.referenceId, location.href);
  },
  component: WalletHistoryScreen,
});
