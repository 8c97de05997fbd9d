import { describe, expect, it } from 'vitest';
import { isAuthenticated, isSessionRefusal } from './auth.ts';

describe('isAuthenticated', () => {
  const user = { id: 5, business_id: 77 };
  it.each([
    ['token, user of this business', 'tok', user, 77, true],
    ['no token', null, user, 77, false],
    ['empty token', '', user, 77, false],
    ['no user', 'tok', null, 77, false],
    ['user of another business', 'tok', { id: 5, business_id: 78 }, 77, false],
    ['business not loaded', 'tok', user, null, false],
  ])('%s → %s', (_name, token, givenUser, businessOwnerId, expected) => {
    expect(isAuthenticated({ token, user: givenUser, businessOwnerId })).toBe(expected);
  });
});

describe('isSessionRefusal', () => {
  it.each([
    [401, true],
    [403, true],
    [404, false],
    [500, false],
    [502, false],
    [503, false],
    [null, false],
  ] as const)('status %s logs out: %s', (status, refused) => {
    expect(isSessionRefusal(status)).toBe(refused);
  });
});
