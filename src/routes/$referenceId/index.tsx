import { createFileRoute } from '@tanstack/react-router';
import { oneTypeGuard } from '../../app/guards.ts';
import { BusinessHome } from '../../features/home/BusinessHome.tsx';

export const Route = createFileRoute('/$referenceId/')({
  beforeLoad: ({ context, params }) => oneTypeGuard(context, params.referenceId),
  // Today's banners sit above the ways to order: drawn with the page, they push nothing down later.
  loader: async ({ context: { stores } }) => {
    void stores.fetchShifts();
    // The home's wallet entry asks the wallet store whether the business offers one.
    await Promise.all([
      stores.loadBranchContent().then((content) => content.loadBanners()),
      stores.loadWallet(),
    ]);
  },
  component: BusinessHome,
});
