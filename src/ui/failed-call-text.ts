import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { FailedCall } from '../api/errors.ts';

/** What went wrong when nothing more can be said (spec §8's "Something Went Wrong"). */
export const SOMETHING_WENT_WRONG = msg`Something went wrong. Please try again later.`;

/**
 * A failed call (an ApiError, or its kind and message as a store kept them) said in the
 * customer's language, for every screen that reports one. Only a message the server wrote for
 * customers (spec §8: `error: 1` with its message) is shown as sent: an HTTP failure's body may be
 * anything (a stack trace, an SQL error) and is never shown.
 */
export function failedCallText(error: unknown, i18n: I18n): string {
  const { kind, serverMessage } = (error ?? {}) as Partial<FailedCall>;
  const written = kind === 'server-message' && typeof serverMessage === 'string' ? serverMessage.trim() : '';
  return (
    written ||
    i18n._(
      kind === 'network'
        ? msg`You seem to be offline. Check your connection and try again.`
        : kind === 'timeout'
          ? msg`The server took too long to answer. Please try again.`
          : SOMETHING_WENT_WRONG,
    )
  );
}
