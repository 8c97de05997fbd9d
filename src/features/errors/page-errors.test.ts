import { describe, expect, it } from 'vitest';
import { errorPageTitle } from './page-errors.ts';

describe('errorPageTitle', () => {
  it.each([
    ['Demo Kitchen', true, 'Demo Kitchen - 400'],
    ['Demo Kitchen', false, 'Demo Kitchen - 500'],
    [null, true, '400'],
    ['', false, '500'],
  ])('%j, not found %s → %j', (shop, notFound, title) => {
    expect(errorPageTitle(shop, notFound)).toBe(title);
  });
});
