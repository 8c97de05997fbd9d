/**
 * index.html's first script (issue #34): sends the business call while the entry downloads, for
 * the app to adopt (src/api/early-business-call.ts). Bundled alone and inlined by
 * scripts/vite-early-business-call.ts, which replaces EARLY_CALL_API_BASE_URL with the build's
 * API base. Whatever goes wrong here (storage blocked, an old browser) leaves the call to the app.
 */
import {
  EARLY_BUSINESS_CALL,
  startEarlyBusinessCall,
  type EarlyCallHolder,
} from '../api/early-business-call.ts';
import { AUTH_STORAGE_KEY } from '../stores/storage-keys.ts';

declare const EARLY_CALL_API_BASE_URL: string;

try {
  startEarlyBusinessCall(
    window as EarlyCallHolder,
    {
      href: location.href,
      apiBaseUrl: EARLY_CALL_API_BASE_URL,
      cookie: document.cookie,
      browserLanguages: navigator.languages ?? [navigator.language],
      storedAuth: localStorage.getItem(AUTH_STORAGE_KEY),
      now: new Date(),
    },
    (url, init) => fetch(url, init),
  );
} catch {
  (window as EarlyCallHolder)[EARLY_BUSINESS_CALL] = undefined;
}
