import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  scriptHash,
  headersFile,
  originOf,
  parseHeadersFile,
  securityHeaders,
} from './security-headers.ts';

describe('originOf', () => {
  it.each([
    ['/api', null],
    ['https://api.example.com/v5/', 'https://api.example.com'],
    ['HTTPS://API.Example.com:8443/x', 'https://api.example.com:8443'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ["https://evil.example'; script-src *", null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (address, expected) => {
    expect(originOf(address)).toBe(expected);
  });
});

describe('contentSecurityPolicy', () => {
  it('is strict for an app served with its API, tiles and geocoder on its own origin', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: '/api',
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      geocoderUrl: '/geocode',
    });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('names exactly the configured outside origins', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example.com/',
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      geocoderUrl: 'https://geo.example.net/',
      imageOrigins: ['https://cdn.example.com'],
    });
    expect(policy).toContain("connect-src 'self' https://api.example.com https://geo.example.net;");
    expect(policy).toContain(
      "img-src 'self' data: blob: https://api.example.com https://*.tile.example.org https://cdn.example.com;",
    );
  });
});

describe('inline scripts', () => {
  it('allows exactly the given inline script by its hash, and no other', () => {
    const script = '(function(){window.x=1})();';
    const policy = contentSecurityPolicy({
      apiBaseUrl: '/api',
      tileUrl: '/t/{z}/{x}/{y}.png',
      geocoderUrl: '/g',
      inlineScripts: [script],
    });
    // The hash browsers compute for this text: sha256, base64.
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(scriptHash(script)).toBe(`'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('the _headers file', () => {
  it('reads back what it wrote', () => {
    const headers = securityHeaders({ apiBaseUrl: '/api', tileUrl: '/t/{z}/{x}/{y}.png', geocoderUrl: '/g' });
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });

  it('keeps only the headers for every path', () => {
    expect(parseHeadersFile('/assets/*\n  Cache-Control: immutable\n/*\n  X-Frame-Options: DENY\n')).toEqual({
      'X-Frame-Options': 'DENY',
    });
  });
});
