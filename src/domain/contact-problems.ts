/**
 * What is wrong with a guest's contact under the device's rules (device-contact.ts). Apart from
 * the rules because it checks the number with libphonenumber: the forms that check one import it,
 * the cart and the orders store read the rules without it.
 */
import type { ContactRules } from './device-contact.ts';
import { checkPhone, type PhoneProblem } from './phone.ts';

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
