import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { RootStore } from '../stores/root-store.ts';
import { StoreProvider } from '../stores/store-context.tsx';
import { ThemeRoot } from './ThemeRoot.tsx';

export function AppProviders({
  stores,
  i18n,
  children,
}: {
  stores: RootStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <StoreProvider stores={stores}>
        <ThemeRoot>{children}</ThemeRoot>
      </StoreProvider>
    </I18nProvider>
  );
}
