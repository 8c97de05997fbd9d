/**
 * Which contact fields an order asks for, per device (issue 30: zero typing on a device). A phone
 * orders under a name and a number the business can call. A kiosk calls the order's number, so
 * the name is optional, and the phone is only for a text when the order is ready. A table tablet
 * asks nothing: the table it is bound to is the customer. The server checks the same rule
 * (`placed_on` in the order's payload).
 */
import type { DeviceMode } from './device.ts';
import { checkPhone, type PhoneProblem } from './phone.ts';

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

export interface ContactProblems {
  name?: 'required';
  phone?: PhoneProblem;
}

/**
 * What is wrong with a guest's contact under these rules. An optional phone left empty is fine; a
 * phone typed at all must be a real number (a text to a wrong number reaches nobody).
 */
export function contactProblems(
  rules: ContactRules,
  contact: { name: string; phone: string },
  businessCountry: string | null | undefined,
): ContactProblems {
  const problems: ContactProblems = {};
  if (rules.name === 'required' && contact.name.trim() === '') problems.name = 'required';
  const phoneEmpty = contact.phone.trim() === '';
  if (rules.phone === 'required' || (rules.phone === 'optional' && !phoneEmpty)) {
    const phone = checkPhone(contact.phone, businessCountry);
    if (!phone.ok) problems.phone = phone.problem;
  }
  return problems;
}
