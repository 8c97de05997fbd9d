import { Anchor, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { AboutSection } from './AboutSection.tsx';
import { AccountSection } from './AccountSection.tsx';
import { AppearanceSection, LanguageSection } from './DisplaySections.tsx';
import classes from './SettingsScreen.module.css';

/**
 * Settings with a side menu: a list of the sections above them on a phone, a rail beside them on
 * touch screens (the CSS module switches at 768 px). Each section is a link target.
 */
export function SettingsScreen() {
  const { t } = useLingui();
  const { device } = useStores();
  const sections: { id: string; title: string; body: ReactNode }[] = [
    { id: 'language', title: t`Language`, body: <LanguageSection /> },
    { id: 'appearance', title: t`Appearance`, body: <AppearanceSection /> },
    // Kiosks and table tablets serve guests only: no login, no account pages.
    ...(device.isManagedDevice ? [] : [{ id: 'account', title: t`Account`, body: <AccountSection /> }]),
    { id: 'about', title: t`About`, body: <AboutSection /> },
  ];
  return (
    <div className={classes.page} data-testid="settings-page">
      <Title order={1} className={classes.title}>
        <Trans>Settings</Trans>
      </Title>
      <nav aria-label={t`Settings`} className={classes.menu}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <Anchor href={`#${section.id}`} className={classes.menuLink}>
                {section.title}
              </Anchor>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.sections}>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={classes.section}
            data-testid={`settings-${section.id}`}
          >
            <Title order={2} size="h3" id={`${section.id}-title`}>
              {section.title}
            </Title>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
