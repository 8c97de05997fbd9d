/**
 * Which contact fields an order asks for, per device (issue 30: zero typing on a device). A phone
 * orders under a name and a number the business can call. A kiosk calls the order's number, so
 * the name is optional, and the phone is only for a text when the order is ready. A table tablet
 * asks nothing: the table it is bound to is the customer. The server checks the same rule
 * (`placed_on` in the order's payload).
 *
 * Only the rules: the cart and the orders store read them, and checking a typed number needs
 * libphonenumber (28 KB), which contact-problems.ts brings to the forms that check one.
 */
import type { DeviceMode } from './device.ts';

/** required: must be given; optional: offered, may stay empty; none: not asked at all. */
export type ContactFieldRule = 'required' | 'optional' | 'none';

export interface ContactRules {
  name: ContactFieldRule;
  phone: ContactFieldRule;
}

const CONTACT_RULES: Readonly<Record<DeviceMode, ContactRules>> = {
  phone: { name: 'required', phone: 'required' },
  kiosk: { name: 'optional', phone: 'optional' },
  table: { name: 'none', phone: 'none' },
};

export function contactRulesFor(device: DeviceMode): ContactRules {
  return CONTACT_RULES[device];
}
