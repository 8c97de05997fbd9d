/** Why a one-time code step failed, in the words the customer needs to act on it. */
export type OtpFailure =
  | { kind: 'wrong' }
  | { kind: 'expired' }
  | { kind: 'too-many-attempts' }
  /** A new number for the profile already belongs to another customer of the business. */
  | { kind: 'phone-taken' }
  /** The server's 429: how many seconds to wait before asking for a new code (null: not said). */
  | { kind: 'wait'; seconds: number | null };

/** What the rule reads of a failed call (an ApiError fits). */
export interface FailedOtpCall {
  status: number | null;
  code: string | null;
  retryAfter?: number | null;
  fields?: Record<string, string>;
}

/**
 * Sorts a failed send or check of a one-time code: the server's codes first, then its 429 and a
 * 422 about the code field (taken as a wrong code). Anything else (offline, 500) is not a code
 * problem: null, and the generic error notice speaks.
 */
export function otpFailureOf(call: FailedOtpCall): OtpFailure | null {
  switch (call.code) {
    case 'otp_wrong':
      return { kind: 'wrong' };
    case 'otp_expired':
      return { kind: 'expired' };
    case 'otp_too_many_attempts':
      return { kind: 'too-many-attempts' };
    case 'phone_taken':
      return { kind: 'phone-taken' };
  }
  if (call.status === 429) {
    const seconds = call.retryAfter;
    return { kind: 'wait', seconds: typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null };
  }
  if (call.status === 422 && call.fields?.code !== undefined) return { kind: 'wrong' };
  return null;
}
