import { describe, expect, it } from 'vitest';
import { declareCases, recordGate } from '../../tests/support/gates.ts';
import { navigationFor, safeReturnPath, type NavigationPolicy } from './outside-url.ts';

const APP = 'https://menu.example';
const ALLOWED = ['api.menu.example', 'pay.menu.example:8443'];

/** The four ways in: each entry point of the app uses one of these policies. */
const ENTRY_POINTS: [string, NavigationPolicy][] = [
  ['the login return address', { appOrigin: APP, allowedHosts: [], otherHosts: 'refuse' }],
  ['the business redirect', { appOrigin: APP, allowedHosts: ALLOWED, otherHosts: 'ask' }],
  ['a payment page', { appOrigin: APP, allowedHosts: ALLOWED, otherHosts: 'ask' }],
  ['a banner link', { appOrigin: APP, allowedHosts: ALLOWED, otherHosts: 'follow' }],
];

/** Addresses that must never be followed, however the entry point treats other hosts. */
const TRICKS: unknown[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//evil.example/%2e%2e',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5Cevil.example\\',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  ' /evil.example',
  '/evil.example ',
  '/\u00a0/evil.example',
  '/\u200b/evil.example',
  '/\u202e/elpmaxe.live',
  '/\u2066/evil.example',
  '/\ufeff/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:evil.example',
  'HTTPS:evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'https://menu.example@evil.example/',
  'https://localhost@evil.example/',
  'https://user:pass@evil.example/',
  'https://api.menu.example@evil.example/',
  'https://:@evil.example',
  'https://evil.example\\@menu.example/',
  'https://menu.example\\.evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://menu.example/%0aalert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example/',
  'blob:https://evil.example/1',
  'mailto:a@evil.example',
  'evil.example',
  'www.evil.example',
  'http//evil.example',
  '%2F%2Fevil.example',
  // Dot segments the URL parser folds into a second leading slash (issue 28).
  '/demo/../..//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/demo/%2e%2e/%2e%2e//evil.example',
  '/demo/./.././/evil.example',
  'https://menu.example/..//evil.example',
  'https://menu.example/demo/../..//evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  'https://evil.example/' + 'a'.repeat(3_000),
  '',
  null,
  undefined,
  42,
  {},
  ['/demo'],
];

function trickCase(entry: string, trick: unknown): string {
  return `${entry}: ${JSON.stringify(trick)}`;
}

describe('navigationFor refuses every trick at every entry point', () => {
  it('has at least 50 tricks', () => {
    expect(TRICKS.length).toBeGreaterThanOrEqual(50);
  });

  declareCases(
    'redirect-tricks',
    ENTRY_POINTS.flatMap(([entry]) => TRICKS.map((trick) => trickCase(entry, trick))),
  );
  for (const [entry, policy] of ENTRY_POINTS) {
    it.each(TRICKS.map((trick) => [trick]))(`${entry}: %j`, (trick) => {
      const navigation = navigationFor(trick, policy);
      // Never followed to another site: refused, or at most kept inside the app.
      const held =
        navigation.kind === 'refused' || (navigation.kind === 'app' && !navigation.path.startsWith('//'));
      recordGate({ gate: 'redirect-tricks', case: trickCase(entry, trick), held });
      expect(navigation.kind === 'refused' || navigation.kind === 'app').toBe(true);
      if (navigation.kind === 'app') expect(navigation.path.startsWith('//')).toBe(false);
    });
  }
});

describe('navigationFor, what is allowed', () => {
  const ask: NavigationPolicy = { appOrigin: APP, allowedHosts: ALLOWED, otherHosts: 'ask' };

  it.each([
    ['an app path', '/demo/order/5?paid=1#top', { kind: 'app', path: '/demo/order/5?paid=1#top' }],
    ['an app path with dots', '/demo/../solo', { kind: 'app', path: '/solo' }],
    ['an absolute address of the app', 'https://menu.example/demo', { kind: 'app', path: '/demo' }],
    [
      'an allowlisted host',
      'https://api.menu.example/moved/demo',
      {
        kind: 'external',
        url: 'https://api.menu.example/moved/demo',
      },
    ],
    [
      'an allowlisted host in capitals',
      'HTTPS://API.MENU.EXAMPLE/x',
      {
        kind: 'external',
        url: 'https://api.menu.example/x',
      },
    ],
    [
      'an allowlisted host and port',
      'https://pay.menu.example:8443/p/1',
      {
        kind: 'external',
        url: 'https://pay.menu.example:8443/p/1',
      },
    ],
    [
      'the allowlisted host on another port',
      'https://pay.menu.example/p/1',
      {
        kind: 'ask',
        url: 'https://pay.menu.example/p/1',
        host: 'pay.menu.example',
      },
    ],
    [
      'another host',
      'https://new-home.example/demo',
      {
        kind: 'ask',
        url: 'https://new-home.example/demo',
        host: 'new-home.example',
      },
    ],
    [
      'a look-alike host, shown as what it is',
      'https://menu.exаmple/demo',
      {
        kind: 'ask',
        url: 'https://menu.xn--exmple-4nf/demo',
        host: 'menu.xn--exmple-4nf',
      },
    ],
  ])('%s', (_case, raw, expected) => {
    expect(navigationFor(raw, ask)).toEqual(expected);
  });

  it('a banner may link to any plain web address', () => {
    expect(
      navigationFor('https://instagram.example/diwan', {
        appOrigin: APP,
        allowedHosts: [],
        otherHosts: 'follow',
      }),
    ).toEqual({ kind: 'external', url: 'https://instagram.example/diwan' });
  });

  it.each([
    ['/demo/profile', '/demo/profile'],
    ['//evil.example', '/demo'],
    ['https://evil.example', '/demo'],
    ['/demo/./profile', '/demo/profile'],
    ['/demo/wallet/../profile?x=1', '/demo/profile?x=1'],
    ['/demo/%2e%2e/solo', '/solo'],
    ['/../../demo', '/demo'],
    ['/demo/../..//evil.example', '/demo'],
    ['/.//evil.example', '/demo'],
    ['/..//evil.example', '/demo'],
    ['/%2e%2e//evil.example', '/demo'],
    ['/%2F/evil.example', '/demo'],
  ])('safeReturnPath(%j) is %j', (value, expected) => {
    expect(safeReturnPath(value, '/demo')).toBe(expected);
  });
});
