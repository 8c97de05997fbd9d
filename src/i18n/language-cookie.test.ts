import { describe, expect, it } from 'vitest';
import { languageCookieFor, readLanguageCookie } from './language-cookie.ts';

describe('language cookie', () => {
  it.each([
    ['i18n_redirected=ar', 'ar'],
    ['a=1; i18n_redirected=fa; b=2', 'fa'],
    ['a=1', null],
    ['i18n_redirected=', null],
    ['', null],
  ])('reads %j as %j', (header, expected) => {
    expect(readLanguageCookie(header)).toBe(expected);
  });

  it('keeps the language for 365 days on the whole site, SameSite=Lax', () => {
    expect(languageCookieFor('ar', false)).toBe('i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('adds Secure only when configured', () => {
    expect(languageCookieFor('en', true)).toMatch(/; Secure$/);
  });
});
