import { describe, expect, it } from 'vitest';
import { apiRequest, runOnRequest } from '../test-support/middleware-harness.ts';
import { localeHeader } from './locale-header.ts';

describe('localeHeader', () => {
  it('reads the locale on every call, so a language switch applies at once', async () => {
    let locale = 'en';
    const middleware = localeHeader(() => locale);
    expect((await runOnRequest(middleware, apiRequest())).headers.get('X-Locale')).toBe('en');
    locale = 'ar';
    expect((await runOnRequest(middleware, apiRequest())).headers.get('X-Locale')).toBe('ar');
  });

  it('sends no header while no locale is known yet', async () => {
    const request = await runOnRequest(
      localeHeader(() => ''),
      apiRequest(),
    );
    expect(request.headers.has('X-Locale')).toBe(false);
  });
});
