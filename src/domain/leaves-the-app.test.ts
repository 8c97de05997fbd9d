import { describe, expect, it } from 'vitest';
import { leavesTheApp } from './leaves-the-app.ts';

const APP = 'https://menu.example';

describe('leavesTheApp', () => {
  it.each([
    ['a page of the app', `${APP}/demo/dine_in`, false],
    ['a path', '/demo/order/123', false],
    ['another site', 'https://maps.example/place', true],
    ['the same host on another port', 'https://menu.example:8443/demo', true],
    ['plain http of the same host', 'http://menu.example/demo', true],
    ['a phone number', 'tel:+96550001234', true],
    ['an email address', 'mailto:hello@menu.example', true],
    ['a script', 'javascript:alert(1)', true],
    ['a WhatsApp chat', 'https://wa.me/96550001234', true],
    ['nonsense that is no address', 'http://[broken', true],
  ])('%s', (_case, href, expected) => {
    expect(leavesTheApp(href, APP)).toBe(expected);
  });
});
