/**
 * What the stores loaded on demand (orders, reservations, wallet, delivery) keep on the device. Here, apart
 * from their code, so logout can forget a customer's data without loading the stores.
 */
export const DEVICE_ORDERS_KEY = 'device-orders';
export const ORDER_ATTEMPT_KEY = 'order-attempt';
/** The order whose online payment the customer went to make (it survives the payment page). */
export const AWAITING_PAYMENT_KEY = 'order-awaiting-payment';
export const RESERVATION_ATTEMPT_KEY = 'reservation-attempt';
/** The access secrets of the reservations made on this device (device-reservations.ts). */
export const DEVICE_RESERVATIONS_KEY = 'device-reservations';
export const WALLET_PURCHASE_ATTEMPT_KEY = 'wallet-purchase-attempt';
/** A table tablet's party: its calls to the staff and whether it asked for the bill. */
export const TABLE_SITTING_KEY = 'table-sitting';
/** A kiosk's card payment on its terminal: the order it pays and its payment attempt (issue 31). */
export const TERMINAL_PAYMENT_KEY = 'terminal-payment';
export const TERMINAL_PAYMENT_ATTEMPT_KEY = 'terminal-payment-attempt';

/** The delivery choice (area, address form, shipping country) and the addresses used before. */
export const DELIVERY_KEY = 'delivery';

export const ON_DEMAND_CUSTOMER_KEYS = [
  DELIVERY_KEY,
  DEVICE_ORDERS_KEY,
  ORDER_ATTEMPT_KEY,
  AWAITING_PAYMENT_KEY,
  RESERVATION_ATTEMPT_KEY,
  DEVICE_RESERVATIONS_KEY,
  WALLET_PURCHASE_ATTEMPT_KEY,
  TABLE_SITTING_KEY,
  TERMINAL_PAYMENT_KEY,
  TERMINAL_PAYMENT_ATTEMPT_KEY,
] as const;

/**
 * The dietary filter on a phone: a device preference that outlives logout (on a kiosk or table
 * tablet it is never stored). Here so the root can tell whether to load the filter's store.
 */
export const DIETARY_FILTER_KEY = 'dietary-filter';
