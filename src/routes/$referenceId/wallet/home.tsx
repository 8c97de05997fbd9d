import { createFileRoute } from '@tanstack/react-router';
import { authGuard } from '../../../app/guards.ts';
import { WalletHomeScreen } from '../../../features/wallet/WalletHomeScreen.tsx';

/** /{referenceId}/wallet/home: balance, on-hold amount, policy and packages (login required). */
export const Route = createFileRoute('/$referenceId/wallet/home')({
  beforeLoad: async ({ context, params, location }) => {
    if (!context.stores.wallet.entryVisible) return;
    await authGuard(context, params.referenceId, location.href);
  },
  component: WalletHomeScreen,
});
