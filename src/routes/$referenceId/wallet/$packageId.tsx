import { createFileRoute, notFound } from '@tanstack/react-router';
import { WalletPackageScreen, type PurchaseOutcome } from '../../../features/wallet/WalletPackageScreen.tsx';

interface PackageSearch {
  /** Set by the payment page when it sends the customer back. */
  purchase?: PurchaseOutcome;
}

/** /{referenceId}/wallet/{packageId}: one package, buying it, and the purchase's outcome. */
export const Route = createFileRoute('/$referenceId/wallet/$packageId')({
  validateSearch: (search: Record<string, unknown>): PackageSearch =>
    search.purchase === 'paid' || search.purchase === 'failed' ? { purchase: search.purchase } : {},
  beforeLoad: ({ params }) => {
    const packageId = Number(params.packageId);
    if (!Number.isInteger(packageId) || packageId <= 0) throw notFound();
  },
  component: PackageRoute,
});

function PackageRoute() {
  const { packageId } = Route.useParams();
  const { purchase } = Route.useSearch();
  return <WalletPackageScreen packageId={Number(packageId)} outcome={purchase ?? null} />;
}
