import { describe, expect, it } from 'vitest';
import { otpFailureOf, type FailedOtpCall, type OtpFailure } from './otp-failure.ts';

describe('otpFailureOf', () => {
  const cases: { name: string; call: FailedOtpCall; expected: OtpFailure | null }[] = [
    { name: 'wrong code', call: { status: 422, code: 'otp_wrong' }, expected: { kind: 'wrong' } },
    { name: 'expired code', call: { status: 422, code: 'otp_expired' }, expected: { kind: 'expired' } },
    {
      name: 'too many attempts',
      call: { status: 422, code: 'otp_too_many_attempts' },
      expected: { kind: 'too-many-attempts' },
    },
    {
      name: 'number of another customer',
      call: { status: 422, code: 'phone_taken' },
      expected: { kind: 'phone-taken' },
    },
    {
      name: '429 with seconds',
      call: { status: 429, code: 'otp_rate_limited', retryAfter: 27 },
      expected: { kind: 'wait', seconds: 27 },
    },
    {
      name: '429 with a fraction rounds up',
      call: { status: 429, code: null, retryAfter: 4.2 },
      expected: { kind: 'wait', seconds: 5 },
    },
    {
      name: '429 without seconds',
      call: { status: 429, code: null },
      expected: { kind: 'wait', seconds: null },
    },
    {
      name: '429 with zero seconds',
      call: { status: 429, code: null, retryAfter: 0 },
      expected: { kind: 'wait', seconds: null },
    },
    {
      name: 'an older server: 422 on the code field',
      call: { status: 422, code: 'validation_failed', fields: { code: 'Wrong.' } },
      expected: { kind: 'wrong' },
    },
    {
      name: '422 on another field is not a code problem',
      call: { status: 422, code: 'validation_failed', fields: { phone: 'Bad.' } },
      expected: null,
    },
    { name: 'server failure', call: { status: 500, code: 'server_error' }, expected: null },
    { name: 'offline', call: { status: null, code: null }, expected: null },
  ];
  it.each(cases)('$name', ({ call, expected }) => {
    expect(otpFailureOf(call)).toEqual(expected);
  });
});
