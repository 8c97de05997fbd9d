import { useLingui } from '@lingui/react/macro';
import type { PhoneProblem } from '../../domain/phone.ts';

/** What the login and the phone change say about a number that cannot be used. */
export function usePhoneProblemText(): (problem: PhoneProblem) => string {
  const { t } = useLingui();
  return (problem) =>
    problem === 'empty'
      ? t`Enter your phone number.`
      : t`This phone number does not look right. Check it and try again.`;
}
