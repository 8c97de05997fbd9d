/**
 * The security headers a real static host sends with the production build (OWASP ASVS 3.4):
 * a strict Content-Security-Policy built from the configured API, tile and geocoder addresses,
 * and the usual hardening headers. Written to dist/_headers (Netlify / Cloudflare Pages format);
 * the mock server's --static mode sends the same file's headers.
 */
import { createHash } from 'node:crypto';

export interface SecurityHeaderInputs {
  apiBaseUrl: string;
  tileUrl: string;
  geocoderUrl: string;
  /** Extra origins menu pictures may come from (a CDN), comma-separated in VITE_IMAGE_ORIGINS. */
  imageOrigins?: readonly string[];
  /** The text of each inline script index.html carries (the early business call): allowed by hash. */
  inlineScripts?: readonly string[];
}

/** The origin an absolute http(s) address points at ({s} tile subdomains become *), else null. */
export function originOf(address: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(address.trim());
  if (!match) return null;
  const host = match[2]!.toLowerCase().replace(/\{s\}/g, '*');
  return /^[a-z0-9.*:[\]-]+$/.test(host) ? `${match[1]!.toLowerCase()}://${host}` : null;
}

function sources(...candidates: (string | null | undefined)[]): string {
  const unique = [...new Set(candidates.filter((source): source is string => Boolean(source)))];
  return unique.join(' ');
}

/** A CSP source that allows exactly this inline script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(inputs: SecurityHeaderInputs): string {
  const api = originOf(inputs.apiBaseUrl);
  const tiles = originOf(inputs.tileUrl);
  const geocoder = originOf(inputs.geocoderUrl);
  const images = (inputs.imageOrigins ?? []).map(originOf);
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', sources("'self'", ...(inputs.inlineScripts ?? []).map(scriptHash))],
    // Mantine writes its theme variables into <style> elements at run time and components set
    // style attributes; a static host cannot hand out a nonce per response (README "Security").
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', sources("'self'", 'data:', 'blob:', api, tiles, ...images)],
    ['connect-src', sources("'self'", api, geocoder)],
    ['font-src', "'self' data:"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

export function securityHeaders(inputs: SecurityHeaderInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The _headers file: every path of the site gets the headers. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** Reads the headers for every path back from a _headers file (the mock server's --static mode). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAllPaths && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}
