import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { directionOf } from '../domain/locales.ts';
import { applyDocumentLanguage } from '../i18n/document-language.ts';
import { useLayoutMode } from '../layouts/use-layout-mode.ts';
import { useStores } from '../stores/store-context.tsx';
import { createAppTheme } from '../theme/app-theme.ts';
import { colorSchemeFor } from '../theme/color-scheme.ts';

/**
 * The business's look (colours, dark mode) and the visitor's language direction, applied to every
 * screen; the touch layout gets the same theme with larger sizes.
 */
export const ThemeRoot = observer(function ThemeRoot({ children }: { children: ReactNode }) {
  const { business, preferences } = useStores();
  const layout = useLayoutMode();
  const system = useColorScheme('light', { getInitialValueInEffect: false });
  const colors = business.brandColors;
  const theme = useMemo(() => createAppTheme(colors, layout), [colors, layout]);
  const scheme = colorSchemeFor(business.darkMode, system === 'dark', preferences.appearance);
  const locale = preferences.language;
  const dir = directionOf(locale);
  useLayoutEffect(() => applyDocumentLanguage(locale), [locale]);
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <DirectionSync dir={dir} />
      <MantineProvider theme={theme} forceColorScheme={scheme}>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
});

/** Switching language must not remount the app (a half-filled form would be lost). */
function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { dir: current, setDirection } = useDirection();
  useLayoutEffect(() => {
    if (current !== dir) setDirection(dir);
  }, [current, dir, setDirection]);
  return null;
}
