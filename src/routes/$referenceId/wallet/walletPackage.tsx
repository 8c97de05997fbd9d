import { createFileRoute } from '@tanstack/react-router';
import { WalletPackagesScreen } from '../../../features/wallet/WalletPackagesScreen.tsx';

/** /{referenceId}/wallet/walletPackage: the packages on offer (open to all). */
export const Route = createFileRoute('/$referenceId/wallet/walletPackage')({
  component: WalletPackagesScreen,
});
