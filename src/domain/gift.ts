/**
 * Sending a delivery as a gift (spec §3, cart state: gift data): who receives it, a message, and
 * whether the recipient may see the prices. The checkout keeps the draft as typed; the order
 * carries the contract's GiftDetails; the mock checks a received gift with the same rules.
 */
import type { GiftDraft } from './gift-draft.ts';
import type { GiftDetails } from './model.ts';
import { checkPhone, type PhoneProblem } from './phone.ts';

export interface GiftProblems {
  recipientName?: 'required';
  recipientPhone?: PhoneProblem;
}

type GiftContact = Pick<GiftDetails, 'recipient_name' | 'recipient_phone'>;

/** What stops the gift from being sent; text limits are checked with the order's other texts. */
export function giftProblems(gift: GiftContact, businessCountry: string | null | undefined): GiftProblems {
  const problems: GiftProblems = {};
  if (gift.recipient_name.trim() === '') problems.recipientName = 'required';
  const phone = checkPhone(gift.recipient_phone, businessCountry);
  if (!phone.ok) problems.recipientPhone = phone.problem;
  return problems;
}

/**
 * The order's `gift`: null when the order is no gift; otherwise trimmed, the phone in
 * international form when it is a valid number (as the customer's own is sent), an empty message
 * as null.
 */
export function giftPayload(
  draft: GiftDraft | null,
  businessCountry: string | null | undefined,
): GiftDetails | null {
  if (!draft) return null;
  const phone = checkPhone(draft.recipient_phone, businessCountry);
  return {
    recipient_name: draft.recipient_name.trim(),
    recipient_phone: phone.ok ? phone.e164 : draft.recipient_phone.trim(),
    message: draft.message.trim() || null,
    hide_prices: draft.hide_prices,
  };
}
