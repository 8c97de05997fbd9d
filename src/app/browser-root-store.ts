import type { I18n } from '@lingui/core';
import { createApiClient } from '../api/client.ts';
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
    getLocale: () => i18n.locale || 'en',
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
