import { createFileRoute } from '@tanstack/react-router';
import { PhoneBillScreen } from '../../../features/table-bill/PhoneBillScreen.tsx';

/** /{referenceId}/table-bill/{billId}: a table's bill on the guest's phone, paid online (issue 31). */
export const Route = createFileRoute('/$referenceId/table-bill/$billId')({
  component: PhoneBillRoute,
});

function PhoneBillRoute() {
  const { billId } = Route.useParams();
  return <PhoneBillScreen billId={billId} />;
}
