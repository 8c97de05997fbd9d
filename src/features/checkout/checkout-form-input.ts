import type { Table } from '../../api/types.ts';
import type { CheckoutFormInput } from '../../domain/checkout-form.ts';
import { contactRulesFor } from '../../domain/device-contact.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { scheduleForValidation, type ScheduleOptions } from './schedule-choice.ts';

/** The checkout form's state as read from the stores, for its checks (use-checkout-checks.ts). */
export function checkoutFormInput(
  stores: RootStore,
  type: OrderSellingType,
  tables: Table[] | null,
  schedule: ScheduleOptions,
): CheckoutFormInput {
  const { cart, auth, business, device } = stores;
  // The checkout route loads the delivery store for a delivery.
  const delivery = type === 'delivery' ? stores.delivery : null;
  const gift = delivery?.config?.send_gift === true ? cart.gift : null;
  const common = {
    contact: auth.isAuthenticated
      ? null
      : { name: cart.name, phone: cart.phone, rules: contactRulesFor(device.mode) },
    businessCountry: business.business?.country_code,
    schedule: scheduleForValidation(cart.schedule, schedule),
    texts: {
      ...(auth.isAuthenticated ? {} : { name: cart.name, phone: cart.phone }),
      comment: cart.note,
      car: type === 'car_pickup' ? cart.car : null,
      address: delivery ? { fields: delivery.deliveryForm.fields } : null,
      gift,
      order_lines: cart.items,
    },
  };
  if (type === 'dine_in') {
    // A table tablet's orders go to its bound table, as the payload sends them (order-payload.ts).
    const table = device.boundTableId ?? cart.table;
    return { ...common, type, table, tableRequired: (tables ?? []).length > 0 };
  }
  if (type === 'car_pickup') return { ...common, type, plate: cart.car?.plate ?? '' };
  const target = stores.delivery;
  return {
    ...common,
    type,
    shipping: target.isShipping,
    served: target.isShipping ? target.selectedCountry !== null : target.zone !== null,
    pinOutsideZones: target.pinOutsideZones,
    addressErrors: target.addressErrors,
    gift,
  };
}
