import { useStores } from '../../stores/store-context.tsx';
import { TableBillScreen } from '../device/table/TableBillScreen.tsx';
import { PhoneBillScreen } from './PhoneBillScreen.tsx';

/** The tablet's path segment for "this sitting's bill" (a bill's own id starts with `TB-`). */
export const SITTING_BILL = 'sitting';

/** A table tablet's "Pay the bill" for its sitting, or a bill by its id (the guest's phone). */
export function TableBillRoute({ billId }: { billId: string }) {
  const { device } = useStores();
  if (billId === SITTING_BILL && device.isTableTablet) return <TableBillScreen />;
  return <PhoneBillScreen billId={billId} />;
}
