import { describe, expect, it } from 'vitest';
import { codeCallsFor, isNotRegistered, registrationFlowOf } from './login-flow.ts';

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
