import type { I18n } from '@lingui/core';
import { createApiClient, lazyGlobalFetch } from '../api/client.ts';
import { adoptingEarlyBusinessCall, type EarlyCallHolder } from '../api/early-business-call.ts';
import { unwrap } from '../api/errors.ts';
import { createBuildManifestClient } from '../api/outside-clients.ts';
import { createBrowserLanguageService } from '../i18n/browser-language-service.ts';
import { systemClock } from '../stores/deps.ts';
import { RootStore } from '../stores/root-store.ts';
import type { AppConfig } from './config.ts';

/** The RootStore of a real browser session: real fetch, clock, storage and cookies. */
export function createBrowserRootStore(config: AppConfig, i18n: I18n): RootStore {
  let stores: RootStore | null = null;
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    // Before the first catalog is active, the language the first page will open in.
    getLocale: () => i18n.locale || stores?.preferences.startingLanguage() || 'en',
    // The business call index.html started while this code downloaded (issue #34).
    fetch: adoptingEarlyBusinessCall(lazyGlobalFetch, window as EarlyCallHolder, () => systemClock.now()),
    getToken: () => stores?.auth.token ?? null,
    now: () => new Date(systemClock.now()),
    // Spec §8: logs the customer out; boot registers the redirect to the login page.
    onUnauthorized: () => stores?.auth.handleUnauthorized(),
  });
  const manifest = createBuildManifestClient({ baseUrl: '' });
  stores = new RootStore(
    {
      api,
      clock: systemClock,
      storage: window.localStorage,
      sessionStorage: window.sessionStorage,
      languages: createBrowserLanguageService(i18n, config.secureCookie),
      // Wiping is needed only when a session ends: its code loads then, not with the menu.
      browserData: {
        wipe: async (keep) => (await import('../stores/browser-data.ts')).browserDataOf(window).wipe(keep),
      },
    },
    {
      currentBuildId: config.buildId,
      fleet: config.device,
      // A literal test, so production builds drop the demo code path entirely.
      keepDemoCodes: import.meta.env.VITE_API_MOCKS === 'true',
      fetchBuildManifest: () => unwrap(manifest.GET('/build.json')),
    },
  );
  return stores;
}
