import './styles.ts';
import { setupI18n } from '@lingui/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders.tsx';
import { readConfig } from './config.ts';
import { createBrowserRootStore } from './browser-root-store.ts';
import { startFirstPage } from './first-page.ts';
import { createAppRouter } from './router.ts';
import { askForFilesWithRoutes, firstPageCodeIsLazy, preloadLazyFilesOfBuild } from './lazy-files.ts';
import { whenIdle } from './when-idle.ts';
import { withoutTrailingSlash } from './trailing-slash.ts';
import { warmLocaleData } from '../i18n/warm-locale-data.ts';
import { yieldToMain } from './yield-to-main.ts';

/**
 * Spec §2: a trailing slash is removed by redirect. Links the router builds never carry one
 * (trailingSlash: 'never'), so only an address typed or shared from outside needs it, once, here.
 */
function removeTrailingSlash(): void {
  const canonical = withoutTrailingSlash(window.location.pathname);
  if (canonical !== null)
    window.history.replaceState(
      window.history.state,
      '',
      canonical + window.location.search + window.location.hash,
    );
}

async function boot() {
  removeTrailingSlash();
  const config = readConfig();
  // Builds only: each lazily loaded chunk's files are listed by the build (scripts/vite-lazy-files.ts);
  // watched for before the stores may ask for a chunk.
  const lazyFiles = import.meta.env.PROD ? preloadLazyFilesOfBuild(config.buildId) : null;
  if (lazyFiles && firstPageCodeIsLazy(location.pathname)) void lazyFiles.listed();
  // The literal test lets the bundler drop the mock backend (msw, faker) from production builds.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    const { enableMocking } = await import('../../mocks/browser.ts');
    await enableMocking();
  }
  const i18n = setupI18n();
  const stores = createBrowserRootStore(config, i18n);
  await yieldToMain();
  const router = createAppRouter({ stores, i18n });
  if (lazyFiles) askForFilesWithRoutes(Object.values(router.routesById), lazyFiles.chunkAskedFor);
  // Spec §8: a 401 or 403 (except on the profile call) sends the customer to the business's login.
  stores.auth.onUnauthorized(() => {
    const referenceId = stores.business.referenceId;
    if (!referenceId) return;
    const back = router.state.location.href;
    void router.navigate({ href: `/${referenceId}/login?redirect=${encodeURIComponent(back)}` });
  });
  // The cart, login and delivery choices are restored before the first page decides anything.
  await stores.hydrated;
  // A card payment the customer left before its order page loaded: its paid lines leave the cart.
  void stores.settleAwaitingPayment();
  startFirstPage(router, stores, i18n);
  await yieldToMain();
  warmLocaleData(navigator.language);
  // Pages outside a business (landing, 404) still speak the visitor's language. Its first-load
  // words suffice here: a lazily loaded page waits for the rest (src/routes/__root.tsx).
  await stores.preferences.adoptBusinessLocales([], { firstPaint: true });

  await router.load();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices between which the browser stays free,
  // instead of one task as long as the whole page (measured with npm run perf: total blocking time).
  // index.html's loader hides by itself once the first page is in #root (its CSS).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders stores={stores} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  stores.appUpdate.watch();
  if (lazyFiles) whenIdle(() => void lazyFiles.listed(), { timeoutMs: 5_000, fallbackMs: 3_000 });
  // The offline worker is registered after the first page: its code need not come with it.
  void import('./register-service-worker.ts').then(({ registerServiceWorker }) =>
    registerServiceWorker(stores),
  );
}

void boot();
