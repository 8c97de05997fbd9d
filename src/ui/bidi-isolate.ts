/**
 * Unicode isolates for text with a direction of its own (a phone number, a code, an amount) inside
 * a translated sentence, where a <bdi> element cannot go (a `t` message, an attribute). Without
 * them "+965 5000 1234" inside Arabic is reordered to "1234 5000 965+".
 */

/** Always left-to-right content: phone numbers, codes (LRI … PDI). */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Content whose direction follows its own first strong letter: amounts, names (FSI … PDI). */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
