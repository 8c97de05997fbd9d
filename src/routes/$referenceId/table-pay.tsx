import { createFileRoute } from '@tanstack/react-router';
import { TableBillScreen } from '../../features/device/table/TableBillScreen.tsx';

/**
 * /{referenceId}/table-pay: a table tablet's "Pay the bill" (issue 31). The screen checks the
 * device and loads the sitting itself, so the first load carries nothing but this path.
 */
export const Route = createFileRoute('/$referenceId/table-pay')({
  component: TableBillScreen,
});
