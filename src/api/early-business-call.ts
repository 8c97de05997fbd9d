/**
 * The business call started by the document itself (issue #34). Every business page needs the
 * business call (it carries the menu) before it can paint; left to the app, it starts only once
 * the entry script has arrived and run. index.html therefore carries a tiny script (built from
 * src/app/early-business-call.inline.ts by scripts/vite-early-business-call.ts) that sends the
 * same request while the entry downloads, and the app's transport adopts its reply when the app
 * asks for exactly that request. Exactly: the same address and the same headers but the clock's,
 * or the app sends its own, so a guess that differs from what the app would send only costs a
 * spare request, never a reply in the wrong language or for the wrong customer.
 */
import { resolveInterfaceLocale } from '../domain/locales.ts';
import { readLanguageCookie } from '../i18n/language-cookie.ts';
import { HEADER } from './header-names.ts';
import { standardHeaders } from './standard-headers.ts';
import type { SendRequest } from './transport.ts';

/** Where the document leaves its call for the app (a property of window). */
export const EARLY_BUSINESS_CALL = '__earlyBusinessCall';

/** The business call's path in the contract; the app's own request is built from the same. */
const BUSINESS_PATH = '/webapp/v5/restaurant/';

/** Older than this, a reply the app never asked for is not adopted: the app fetches afresh. */
export const EARLY_CALL_MAX_AGE_MS = 15_000;

/** A top-level address that is a page of the app, not a business (src/routes/404.tsx). */
const APP_PAGES: ReadonlySet<string> = new Set(['404']);

export interface PlannedCall {
  url: string;
  headers: [name: string, value: string][];
}

export interface EarlyCall extends PlannedCall {
  reply: Promise<Response>;
  startedAt: number;
}

export interface DocumentFacts {
  /** The page's address, e.g. https://menu.example/demo/dine_in. */
  href: string;
  /** The API's base as the build configures it (VITE_API_BASE_URL, default /api). */
  apiBaseUrl: string;
  /** document.cookie: the remembered language. */
  cookie: string;
  browserLanguages: readonly string[];
  /** The stored session (the auth store's persisted envelope), whose token the app sends. */
  storedAuth: string | null;
  now: Date;
}

/** The token the auth store restores from its stored envelope (persistence.ts), or null. */
function storedToken(storedAuth: string | null): string | null {
  if (!storedAuth) return null;
  try {
    const parsed = JSON.parse(storedAuth) as {
      version?: unknown;
      data?: { token?: unknown };
      token?: unknown;
    };
    const token = typeof parsed.version === 'number' ? parsed.data?.token : parsed.token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The business call the app will make first on this address, with the headers its client sets
 * (standard-headers.ts) and the language its first page opens in (PreferencesStore
 * `startingLanguage`). Null on an address that is no business's.
 */
export function plannedBusinessCall(facts: DocumentFacts): PlannedCall | null {
  const page = new URL(facts.href);
  const segment = page.pathname.split('/')[1] ?? '';
  let referenceId: string;
  try {
    referenceId = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (referenceId === '' || APP_PAGES.has(referenceId)) return null;
  const base = facts.apiBaseUrl.replace(/\/+$/, '');
  const url = new URL(`${base}${BUSINESS_PATH}${encodeURIComponent(referenceId)}`, page).href;
  const locale = resolveInterfaceLocale({
    cookie: readLanguageCookie(facts.cookie),
    browserLanguages: facts.browserLanguages,
    businessLocales: [],
  });
  const headers = standardHeaders({ locale, now: facts.now, token: storedToken(facts.storedAuth) });
  return { url, headers };
}

/** Headers as compared: names in lower case, sorted, without the clock (it says when each was sent). */
function comparable(headers: Iterable<[string, string]>): string {
  const clock = HEADER.currentTime.toLowerCase();
  return JSON.stringify(
    [...headers]
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => name !== clock)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

export type EarlyCallHolder = { [EARLY_BUSINESS_CALL]?: EarlyCall | undefined };

/**
 * Sends requests through `send`, except the first request for the document's early call: when
 * it matches that call and the call is recent, its reply is handed over instead of a second
 * request. The early call is looked at once, then forgotten. Adopted, it is the app's first
 * attempt in every way: a failure or a "try again" status gets the app's one retry (retry.ts).
 */
export function adoptingEarlyBusinessCall(
  send: SendRequest,
  holder: EarlyCallHolder,
  now: () => number,
): SendRequest {
  return (request) => {
    const early = holder[EARLY_BUSINESS_CALL];
    if (!early || request.method !== 'GET' || request.url !== early.url) return send(request);
    holder[EARLY_BUSINESS_CALL] = undefined;
    const fresh = now() - early.startedAt <= EARLY_CALL_MAX_AGE_MS;
    if (!fresh || comparable(request.headers) !== comparable(early.headers)) return send(request);
    return early.reply;
  };
}

/** What the document's script does: plans the call, sends it and leaves it for the app. */
export function startEarlyBusinessCall(
  holder: EarlyCallHolder,
  facts: DocumentFacts,
  fetchReply: (url: string, init: RequestInit) => Promise<Response>,
): void {
  const planned = plannedBusinessCall(facts);
  if (!planned) return;
  const reply = fetchReply(planned.url, { headers: planned.headers });
  // Unadopted, its failure is nobody's: the app's own request reports what went wrong.
  reply.catch(() => undefined);
  holder[EARLY_BUSINESS_CALL] = { ...planned, reply, startedAt: facts.now.getTime() };
}
