import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { failedCallText } from './failed-call-text.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const OFFLINE = 'You seem to be offline. Check your connection and try again.';
const TOO_LONG = 'The server took too long to answer. Please try again.';
const GENERIC = 'Something went wrong. Please try again later.';

describe('failedCallText', () => {
  it.each([
    { name: 'no connection', error: new ApiError({ kind: 'network' }), said: OFFLINE },
    { name: 'no answer in time', error: new ApiError({ kind: 'timeout' }), said: TOO_LONG },
    {
      name: "an HTTP failure's body (never shown)",
      error: new ApiError({ kind: 'http', status: 500, serverMessage: 'SQLSTATE[42S22]' }),
      said: GENERIC,
    },
    {
      name: 'a message the server wrote for customers',
      error: new ApiError({ kind: 'server-message', serverMessage: ' Menu is being updated ' }),
      said: 'Menu is being updated',
    },
    { name: 'error: 1 without a message', error: new ApiError({ kind: 'server-message' }), said: GENERIC },
    {
      name: 'a failure a store kept',
      error: { kind: 'server-message', serverMessage: 'Branch closed' },
      said: 'Branch closed',
    },
    {
      name: 'a kept failure of the connection',
      error: { kind: 'network', serverMessage: null },
      said: OFFLINE,
    },
    { name: 'a crash of our own', error: new TypeError('x is undefined'), said: GENERIC },
    { name: 'nothing known', error: null, said: GENERIC },
    { name: 'an unknown kind', error: { kind: 'teapot', serverMessage: 'I am one' }, said: GENERIC },
  ])('says $name as "$said"', ({ error, said }) => {
    expect(failedCallText(error, i18n)).toBe(said);
  });
});
