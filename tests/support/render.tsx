/**
 * Component-test harness: the same theme and direction handling the app uses, with Lingui set up
 * on an empty catalog so every message falls back to its English source text.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { directionOf } from '../../src/domain/locales.ts';
import type { LayoutMode } from '../../src/layouts/layout-mode.ts';
import { createAppTheme } from '../../src/theme/app-theme.ts';

installBrowserGaps();
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export interface ProviderOptions {
  locale?: 'en' | 'ar';
  layout?: LayoutMode;
}

export interface RenderWithProvidersResult extends RenderResult {
  i18n: I18n;
}

export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', layout = 'phone', ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderWithProvidersResult {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const theme = createAppTheme({}, layout);
  const dir = directionOf(locale);
  document.documentElement.setAttribute('dir', dir);
  document.documentElement.setAttribute('lang', locale);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <DirectionProvider initialDirection={dir} detectDirection={false}>
          {/* No <style> tags in the container: tests look at what a user sees, not at CSS variables. */}
          <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
            {children}
          </MantineProvider>
        </DirectionProvider>
      </I18nProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers, ...options }), i18n };
}

/** jsdom has neither matchMedia nor ResizeObserver; Mantine needs both. */
function installBrowserGaps(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (typeof window.ResizeObserver === 'undefined') {
    class NoopResizeObserver implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    window.ResizeObserver = NoopResizeObserver;
  }
}
