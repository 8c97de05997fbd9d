import { describe, expect, it } from 'vitest';
import { couponProblem } from './coupon-problem.ts';

describe('couponProblem', () => {
  it.each([
    [{ couponError: 'not-found', rejection: null, isAuthenticated: false }, 'unknown-code'],
    [{ couponError: 'not-applicable', rejection: null, isAuthenticated: true }, 'guests-only'],
    [{ couponError: 'not-applicable', rejection: null, isAuthenticated: false }, 'members-only'],
    [{ couponError: 'failed', rejection: null, isAuthenticated: false }, 'failed'],
    [{ couponError: null, rejection: 'no-eligible-items', isAuthenticated: false }, 'no-eligible-items'],
    [{ couponError: null, rejection: 'members-only', isAuthenticated: false }, 'members-only'],
    [{ couponError: null, rejection: null, isAuthenticated: true }, null],
  ] as const)('%j → %s', (input, expected) => {
    expect(couponProblem(input)).toBe(expected);
  });
});
