/**
 * What a customer who just placed an order at a kiosk does next, in the order it happens: pay
 * (when the order waits for cash) and how the food reaches them.
 */
import type { OrderSellingType } from './model.ts';

export type NextStep =
  | 'pay-at-counter'
  | 'pay-on-delivery'
  | 'brought-to-table'
  | 'call-your-number'
  | 'brought-to-car'
  | 'delivered';

export type PaymentKind = 'online' | 'cash' | 'wallet' | 'terminal';

export interface PlacedOrderFacts {
  sellingType: OrderSellingType;
  paymentKind: PaymentKind | null;
  paymentStatus: 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded';
  /** Dine-in at a known table: the staff bring the food there. */
  hasTable: boolean;
  /**
   * Placed on a table tablet, whose party pays the sitting's bill at the table (issue 31: the
   * paired terminal or a phone), so nobody goes to the counter to pay.
   */
  paysAtTable?: boolean;
}

/** Contract: payment_type 1 is an online card, 2 cash (the default), 3 wallet, 4 a card on the terminal. */
const KIND_BY_PAYMENT_TYPE: Record<number, PaymentKind> = {
  1: 'online',
  2: 'cash',
  3: 'wallet',
  4: 'terminal',
};

/** The business's own method list first (it names the kind), else the contract's numbering. */
export function paymentKindOf(
  paymentType: number,
  methods: readonly { payment_type: number; kind: PaymentKind }[],
): PaymentKind | null {
  return (
    methods.find((method) => method.payment_type === paymentType)?.kind ??
    KIND_BY_PAYMENT_TYPE[paymentType] ??
    null
  );
}

export function nextStepsAfterOrder(order: PlacedOrderFacts): NextStep[] {
  // A failed or refunded payment is told apart on the order page; nothing is asked of the customer here.
  if (order.paymentStatus === 'failed' || order.paymentStatus === 'refunded') return [];
  const steps: NextStep[] = [];
  const billAtTable = order.paysAtTable === true && order.hasTable && order.sellingType === 'dine_in';
  if (order.paymentKind === 'cash' && order.paymentStatus !== 'paid' && !billAtTable) {
    steps.push(order.sellingType === 'delivery' ? 'pay-on-delivery' : 'pay-at-counter');
  }
  if (order.sellingType === 'dine_in') steps.push(order.hasTable ? 'brought-to-table' : 'call-your-number');
  if (order.sellingType === 'car_pickup') steps.push('brought-to-car');
  if (order.sellingType === 'delivery') steps.push('delivered');
  return steps;
}
