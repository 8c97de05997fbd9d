import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { charactersOver, isNearLimit, textLength } from '../domain/text-limits.ts';

export interface LengthLimitProps {
  /** How many characters are used, shown once the text nears its limit. */
  description?: string;
  /** Set when the text is over its limit: how many characters to take out. */
  error?: string;
}

/**
 * What a text field says about its length. The field itself never cuts what is typed or pasted
 * (no maxLength attribute): an over-long text stays, marked as an error with how much to take
 * out, and the form refuses to send it until it fits.
 */
export function useLengthLimit(value: string | null | undefined, max: number): LengthLimitProps {
  const { t } = useLingui();
  const over = charactersOver(value, max);
  if (over > 0) {
    return {
      error: t({
        message: plural(over, {
          one: `Too long by # character. Please shorten it to ${max}.`,
          other: `Too long by # characters. Please shorten it to ${max}.`,
        }),
      }),
    };
  }
  if (!isNearLimit(value, max)) return {};
  const used = textLength(value);
  return { description: t`${used} of ${max} characters` };
}
