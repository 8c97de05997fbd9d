import type { Table } from '../../api/types.ts';
import { validateCheckout, type CheckoutErrors, type CheckoutFormInput } from '../../domain/checkout-form.ts';
import { contactRulesFor } from '../../domain/device-contact.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { scheduleForValidation, type ScheduleOptions } from './schedule-choice.ts';

/** The checkout form's state read from the stores and checked. Call inside an observer component. */
export function useCheckoutErrors(
  type: OrderSellingType,
  tables: Table[] | null,
  schedule: ScheduleOptions,
): CheckoutErrors {
  const stores = useStores();
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
  let input: CheckoutFormInput;
  if (type === 'dine_in') {
    // A table tablet's orders go to its bound table, as the payload sends them (order-payload.ts).
    const table = device.boundTableId ?? cart.table;
    input = { ...common, type, table, tableRequired: (tables ?? []).length > 0 };
  } else if (type === 'car_pickup') {
    input = { ...common, type, plate: cart.car?.plate ?? '' };
  } else {
    const target = stores.delivery;
    input = {
      ...common,
      type,
      shipping: target.isShipping,
      served: target.isShipping ? target.selectedCountry !== null : target.zone !== null,
      pinOutsideZones: target.pinOutsideZones,
      addressErrors: target.addressErrors,
      gift,
    };
  }
  return validateCheckout(input);
}
