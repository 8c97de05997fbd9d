import { Button, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { nativeLanguageName } from '../../i18n/language-names.ts';
import { useStores } from '../../stores/store-context.tsx';

/** The business's languages, each named in itself, so anyone can find their own. */
export const LanguageMenu = observer(function LanguageMenu({ locales }: { locales: readonly string[] }) {
  const { preferences } = useStores();
  const { t } = useLingui();
  if (locales.length < 2) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          aria-label={t`Language: ${nativeLanguageName(preferences.language)}`}
          data-testid="language-menu"
        >
          {nativeLanguageName(preferences.language)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {locales.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void preferences.chooseLanguage(code)}
            aria-current={code === preferences.language ? 'true' : undefined}
          >
            {nativeLanguageName(code)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
});
