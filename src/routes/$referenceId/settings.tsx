import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../features/info/SettingsScreen.tsx';

/** /{referenceId}/settings (spec §2): language, appearance, account and about. */
export const Route = createFileRoute('/$referenceId/settings')({
  // The wallet store says whether the account links include the wallet; without it (offline) the
  // page still opens, just without that link.
  loader: ({ context: { stores } }) =>
    stores.loadWallet().then(
      () => undefined,
      () => undefined,
    ),
  component: SettingsScreen,
});
