/**
 * index.html's first script (issue #34): sends the business call while the entry downloads, for
 * the app to adopt (src/api/early-business-call.ts). Bundled alone and inlined by
 * scripts/vite-early-business-call.ts, which replaces EARLY_CALL_API_BASE_URL with the build's
 * API base and LAZY_FILES_URL with its list of each lazily loaded chunk's files. Whatever goes wrong here
 * (storage blocked, an old browser) leaves the call, and the list, to the app.
 */
import {
  EARLY_BUSINESS_CALL,
  startEarlyBusinessCall,
  type EarlyCallHolder,
} from '../api/early-business-call.ts';
import { AUTH_STORAGE_KEY } from '../stores/storage-keys.ts';
import { firstPageCodeIsLazy } from './lazy-files.ts';

declare const EARLY_CALL_API_BASE_URL: string;
declare const LAZY_FILES_URL: string;

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

// A first page whose code loads lazily needs the list of its files (src/app/lazy-files.ts) as
// soon as the app asks for its code: fetched beside the entry, the app's own fetch then finds it.
try {
  if (firstPageCodeIsLazy(location.pathname)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = '';
    link.href = LAZY_FILES_URL;
    document.head.append(link);
  }
} catch {
  // The app fetches the list itself.
}
