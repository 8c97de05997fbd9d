/**
 * The one rule for every address the app did not build itself: the login's return address, a
 * business's "moved" redirect, a payment page, a banner's link. Browsers forgive a lot in a URL
 * (a "\" is a "/", tabs and newlines vanish, "https:evil" has a host), so anything that is not
 * plainly an app path or a plain http(s) address is refused rather than interpreted.
 */
export interface NavigationPolicy {
  /** The app's own origin, e.g. https://menu.example.com. */
  appOrigin: string;
  /** Hosts (with port when not the default) that are followed without asking. */
  allowedHosts: readonly string[];
  /** What to do with another http(s) host: refuse it, ask the customer first, or follow it. */
  otherHosts: 'refuse' | 'ask' | 'follow';
}

export type Navigation =
  /** A path of this app, for the router. */
  | { kind: 'app'; path: string }
  /** An outside address to open as it is. */
  | { kind: 'external'; url: string }
  /** An outside address the customer must see and choose to open. */
  | { kind: 'ask'; url: string; host: string }
  | { kind: 'refused' };

const LONGEST_URL = 2_048;
const WEB_URL = /^https?:\/\/[^/]/i;
const INVISIBLE_OR_CONTROL =
  // Control characters are exactly what this must catch.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;

/**
 * The app path an address of this origin really opens, or null when it is not plainly one of ours.
 * The URL parser has already folded "." and ".." segments ("%2e" included), so
 * "/demo/../..//evil.example" is now "//evil.example": to a router or a browser that is another
 * host, and so is a path that starts with an encoded slash or backslash ("/%2F/evil.example").
 */
function normalisedAppPath(url: URL): string | null {
  return /^\/(?:[/\\]|%2f|%5c)/i.test(url.pathname) ? null : `${url.pathname}${url.search}${url.hash}`;
}

function appNavigation(url: URL): Navigation {
  const path = normalisedAppPath(url);
  return path === null ? { kind: 'refused' } : { kind: 'app', path };
}

export function navigationFor(raw: unknown, policy: NavigationPolicy): Navigation {
  if (typeof raw !== 'string' || raw === '' || raw.length > LONGEST_URL) return { kind: 'refused' };
  if (raw.includes('\\') || /\s/.test(raw) || INVISIBLE_OR_CONTROL.test(raw)) return { kind: 'refused' };
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return { kind: 'refused' };
    const url = new URL(raw, policy.appOrigin);
    return url.origin === new URL(policy.appOrigin).origin ? appNavigation(url) : { kind: 'refused' };
  }
  if (!WEB_URL.test(raw)) return { kind: 'refused' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'refused' };
  }
  // Any user part, even an empty one ("https://:@evil"), is there only to mislead a reader.
  const authority = raw.slice(raw.indexOf('//') + 2).split(/[/?#]/)[0] ?? '';
  if (authority.includes('@') || url.username !== '' || url.password !== '') return { kind: 'refused' };
  if (url.origin === new URL(policy.appOrigin).origin) return appNavigation(url);
  const host = url.host.toLowerCase();
  if (policy.allowedHosts.some((allowed) => allowed.toLowerCase() === host)) {
    return { kind: 'external', url: url.href };
  }
  if (policy.otherHosts === 'follow') return { kind: 'external', url: url.href };
  if (policy.otherHosts === 'ask') return { kind: 'ask', url: url.href, host };
  return { kind: 'refused' };
}

/** The login's return address: a path of this app, or the fallback. */
export function safeReturnPath(value: unknown, fallback: string, appOrigin = 'https://app.invalid'): string {
  const navigation = navigationFor(value, { appOrigin, allowedHosts: [], otherHosts: 'refuse' });
  return navigation.kind === 'app' ? navigation.path : fallback;
}
