import { createFileRoute, Outlet } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { WalletNotOffered } from '../../features/wallet/WalletNotOffered.tsx';
import { useStores } from '../../stores/store-context.tsx';

/** /{referenceId}/wallet/…: a business without a wallet says so on every one of them. */
export const Route = createFileRoute('/$referenceId/wallet')({
  // Every wallet screen needs the wallet store, whose code is not in the menu's load.
  beforeLoad: async ({ context: { stores } }) => {
    await stores.loadWallet();
  },
  component: WalletLayout,
});

function WalletLayout() {
  return <WalletGate />;
}

const WalletGate = observer(function WalletGate() {
  const { wallet } = useStores();
  return wallet.entryVisible ? <Outlet /> : <WalletNotOffered />;
});
