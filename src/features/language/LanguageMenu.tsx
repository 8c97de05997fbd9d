import { NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { nativeLanguageName } from '../../i18n/language-names.ts';
import { useStores } from '../../stores/store-context.tsx';

/**
 * The business's languages, each named in itself so anyone can find their own. A native select:
 * every phone and kiosk shows it in its own accessible picker, and it costs the first load nothing.
 */
export const LanguageMenu = observer(function LanguageMenu({ locales }: { locales: readonly string[] }) {
  const { preferences } = useStores();
  const { t } = useLingui();
  const options = useMemo(
    () => locales.map((code) => ({ value: code, label: nativeLanguageName(code) })),
    [locales],
  );
  if (locales.length < 2) return null;
  return (
    <NativeSelect
      aria-label={t`Language`}
      data={options}
      value={preferences.language}
      onChange={(event) => void preferences.chooseLanguage(event.currentTarget.value)}
      data-testid="language-menu"
      w="auto"
    />
  );
});
