import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { nativeLanguageName } from '../../i18n/language-names.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Notice } from '../../ui/Notice.tsx';

/** A language that failed to load leaves the app in the current one, and says so. */
export const LanguageFailedNotice = observer(function LanguageFailedNotice() {
  const { preferences } = useStores();
  if (!preferences.failedLanguage) return null;
  const name = nativeLanguageName(preferences.failedLanguage);
  return (
    <Notice color="yellow" mb="md" role="status">
      <Trans>{name} could not be loaded. Check your connection and try again.</Trans>
    </Notice>
  );
});
