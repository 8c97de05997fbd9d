/**
 * The longest text each field of an order (and of the forms that feed it) may hold. The contract
 * declares the same numbers as `maxLength` (a contract test keeps them equal), the mock refuses
 * longer text with a 422 naming the field, and the forms count towards them. Lengths are counted
 * in code points, as JSON Schema's maxLength counts them, so an emoji is one character.
 */
export const TEXT_LIMITS = {
  name: 100,
  phone: 32,
  email: 254,
  orderNote: 500,
  deliveryNote: 500,
  lineNote: 200,
  plate: 20,
  carModel: 60,
  carColour: 40,
  addressField: 200,
  couponCode: 40,
  giftMessage: 300,
} as const;

/** From this share of the limit on, a form shows how many characters are left. */
const NEAR_SHARE = 0.8;

export function textLength(value: string | null | undefined): number {
  return value ? [...value].length : 0;
}

/** How many characters over `max` the text is; 0 when it fits. */
export function charactersOver(value: string | null | undefined, max: number): number {
  return Math.max(0, textLength(value) - max);
}

export function isNearLimit(value: string | null | undefined, max: number): boolean {
  return textLength(value) >= Math.ceil(max * NEAR_SHARE);
}
