import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { nativeLanguageName } from '../../i18n/language-names.ts';
import { useStores } from '../../stores/store-context.tsx';
import classes from './LanguageMenu.module.css';

/**
 * The business's languages, each named in itself so anyone can find their own. A native select:
 * every phone and kiosk shows it in its own accessible picker, and it costs the first load little.
 */
export const LanguageMenu = observer(function LanguageMenu({ locales }: { locales: readonly string[] }) {
  const { preferences } = useStores();
  const { t } = useLingui();
  if (locales.length < 2) return null;
  return (
    <select
      className={classes.select}
      aria-label={t`Language`}
      value={preferences.language}
      onChange={(event) => void preferences.chooseLanguage(event.currentTarget.value)}
      data-testid="language-menu"
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {nativeLanguageName(code)}
        </option>
      ))}
    </select>
  );
});
