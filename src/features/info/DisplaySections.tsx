import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { INTERFACE_LOCALES } from '../../domain/locale-codes.ts';
import { nativeLanguageName } from '../../i18n/language-names.ts';
import { useStores } from '../../stores/store-context.tsx';
import {
  APPEARANCE_CHOICES,
  appearanceIsChoosable,
  isAppearanceChoice,
  type AppearanceChoice,
} from '../../theme/color-scheme.ts';

/**
 * The business's languages, each named in itself; a business that names none offers all 41
 * (the same rule that picks the language on the next visit, so a choice here is always kept).
 */
export const LanguageSection = observer(function LanguageSection() {
  const { preferences, business } = useStores();
  const offered = business.locales.length > 0 ? business.locales : INTERFACE_LOCALES;
  return (
    <Radio.Group
      value={preferences.language}
      onChange={(code) => void preferences.chooseLanguage(code)}
      data-testid="settings-language-choices"
    >
      <Stack gap="sm">
        {offered.map((code) => (
          <Radio key={code} value={code} label={<span lang={code}>{nativeLanguageName(code)}</span>} />
        ))}
      </Stack>
    </Radio.Group>
  );
});

/** Follow the system, light or dark: only where the business's dark_mode leaves it open. */
export const AppearanceSection = observer(function AppearanceSection() {
  const { preferences, business } = useStores();
  const { t } = useLingui();
  if (!appearanceIsChoosable(business.darkMode)) {
    return (
      <Text data-testid="appearance-fixed">
        <Trans>This business sets its own look.</Trans>
      </Text>
    );
  }
  const labels: Record<AppearanceChoice, string> = {
    system: t`Follow the system`,
    light: t`Light`,
    dark: t`Dark`,
  };
  return (
    <Radio.Group
      value={preferences.appearance}
      onChange={(value) => {
        if (isAppearanceChoice(value)) preferences.chooseAppearance(value);
      }}
    >
      <Stack gap="sm">
        {APPEARANCE_CHOICES.map((choice) => (
          <Radio key={choice} value={choice} label={labels[choice]} />
        ))}
      </Stack>
    </Radio.Group>
  );
});
