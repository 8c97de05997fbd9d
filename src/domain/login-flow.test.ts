import { describe, expect, it } from 'vitest';
import { codeCallsFor, isNotRegistered, otpSecondsLeft, registrationFlowOf } from './login-flow.ts';

describe('registrationFlowOf', () => {
  it.each([
    ['whatsapp', 'whatsapp'],
    ['form', 'form'],
    ['otp', 'otp'],
    [undefined, 'otp'],
    [null, 'otp'],
    ['sms-only', 'otp'],
  ] as const)('%s -> %s', (value, flow) => {
    expect(registrationFlowOf(value)).toBe(flow);
  });
});

describe('codeCallsFor', () => {
  it.each([
    ['otp', 'login', '/send-otp', '/verify-otp'],
    ['whatsapp', 'login', '/webapp/register-whatsapp', '/webapp/verify-by-whatsapp'],
    ['form', 'login', '/send-otp', '/verify-otp'],
    ['form', 'register', '/webapp/register', '/webapp/verify'],
    ['otp', 'phone-change', '/send-otp', '/webapp/verify-phone'],
    ['whatsapp', 'phone-change', '/send-otp', '/webapp/verify-phone'],
    ['form', 'phone-change', '/send-otp', '/webapp/verify-phone'],
  ] as const)('%s flow, %s: %s then %s', (flow, purpose, send, verify) => {
    expect(codeCallsFor(flow, purpose)).toEqual({ send, verify });
  });
});

describe('isNotRegistered', () => {
  it.each([
    [{ status: 404, code: 'not_registered' }, true],
    [{ status: 404, code: 'not_found' }, false],
    [{ status: 422, code: 'otp_wrong' }, false],
    [{ status: null, code: null }, false],
  ])('%o -> %s', (call, expected) => {
    expect(isNotRegistered(call)).toBe(expected);
  });
});

describe('otpSecondsLeft', () => {
  const start = 1_700_000_000_000;
  it.each([
    [null, null, start, 0],
    [start, null, start, 30], // default 30 seconds
    [start, null, start + 10_500, 20],
    [start, 60, start + 1_000, 59],
    [start, 0, start + 29_001, 1], // 0 means the default
    [start, null, start + 31_000, 0],
    [start, null, start - 5_000, 30], // a clock that went back never adds time
  ])('started %s, timer %s, now %i → %i', (startedAtMs, timerSeconds, nowMs, expected) => {
    expect(otpSecondsLeft({ startedAtMs, timerSeconds, nowMs })).toBe(expected);
  });
});
