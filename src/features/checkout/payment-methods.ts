/**
 * Which of the business's payment methods a checkout offers: those for this selling type, and for
 * delivery only cash or card as the delivery settings allow. Paying with the wallet is the wallet
 * switch (use_wallet), not a method of its own here.
 */
import type { DeliveryConfig, PaymentMethod } from '../../api/types.ts';
import { DEFAULT_PAYMENT_TYPE } from '../../domain/checkout.ts';
import type { OrderSellingType } from '../../domain/model.ts';

export function offeredPaymentMethods(
  methods: readonly PaymentMethod[],
  type: OrderSellingType,
  deliveryConfig: Pick<DeliveryConfig, 'cash' | 'credit'> | null,
  onKiosk = false,
  terminalPaired = false,
): PaymentMethod[] {
  return methods.filter((method) => {
    if (method.kind === 'wallet') return false;
    // A card on a payment terminal: only a kiosk with a terminal paired, where the business says so.
    if (method.kind === 'terminal') return onKiosk && terminalPaired && method.on_kiosk === true;
    // A kiosk: pay at the counter (cash, placed unpaid), online only where the business says so.
    if (onKiosk && !(method.on_kiosk ?? method.kind === 'cash')) return false;
    if (method.selling_types && !method.selling_types.includes(type)) return false;
    if (type === 'delivery' && deliveryConfig) {
      if (method.kind === 'cash' && !deliveryConfig.cash) return false;
      if (method.kind === 'online' && !deliveryConfig.credit) return false;
    }
    return true;
  });
}

/** The cart's payment type when offered, else the default (2) when offered, else the first. */
export function paymentTypeToUse(current: number, offered: readonly PaymentMethod[]): number | null {
  if (offered.some((method) => method.payment_type === current)) return current;
  return (
    (offered.find((method) => method.payment_type === DEFAULT_PAYMENT_TYPE) ?? offered[0])?.payment_type ??
    null
  );
}

/**
 * Whether a table tablet pays a sitting's bill by card on its paired terminal (issue 31): a table
 * tablet with a terminal paired, where the business's terminal method says `on_table`.
 */
export function billOnTerminal(
  methods: readonly PaymentMethod[],
  onTable: boolean,
  terminalPaired: boolean,
): boolean {
  return (
    onTable &&
    terminalPaired &&
    methods.some((method) => method.kind === 'terminal' && method.on_table === true)
  );
}
