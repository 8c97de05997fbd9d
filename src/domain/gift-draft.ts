/**
 * The gift's draft as the checkout keeps it (gift.ts has the rules). Apart from the rules because
 * they check the recipient's phone with libphonenumber: the gift's fields render without it.
 */
/** The gift fields as the customer types them (the phone in any local or international form). */
export interface GiftDraft {
  recipient_name: string;
  recipient_phone: string;
  message: string;
  hide_prices: boolean;
}

export const EMPTY_GIFT: GiftDraft = {
  recipient_name: '',
  recipient_phone: '',
  message: '',
  hide_prices: false,
};
