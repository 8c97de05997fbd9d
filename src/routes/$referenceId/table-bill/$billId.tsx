import { createFileRoute } from '@tanstack/react-router';
import { TableBillRoute } from '../../../features/table-bill/TableBillRoute.tsx';

/**
 * /{referenceId}/table-bill/{billId}: a table's bill (issue 31). On the guest's phone (from the
 * tablet's QR code) the bill is paid online; a table tablet's own "Pay the bill" is
 * /{referenceId}/table-bill/sitting (one route for both keeps the first load small).
 */
export const Route = createFileRoute('/$referenceId/table-bill/$billId')({
  component: BillRoute,
});

function BillRoute() {
  const { billId } = Route.useParams();
  return <TableBillRoute billId={billId} />;
}
