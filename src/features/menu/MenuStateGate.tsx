import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import layout from '../../ui/centered.module.css';
import classes from './MenuStateGate.module.css';
import { Notice } from '../../ui/Notice.tsx';
import { failedCallText } from '../../ui/failed-call-text.ts';
import { FirstLoadButton } from '../../ui/FirstLoadButton.tsx';
import { OvalLoader } from '../../ui/OvalLoader.tsx';

/**
 * Shows its children once the branch's menu is here; a spinner while it loads; why it failed (the
 * server's message, or the failure in the customer's words) with a retry when it failed.
 */
export const MenuStateGate = observer(function MenuStateGate({ children }: { children: ReactNode }) {
  const { menu } = useStores();
  const { t, i18n } = useLingui();
  if (menu.state === 'error') {
    return (
      <Notice color="red" title={t`The menu could not be loaded`} data-testid="menu-error">
        <div className={classes.failed}>
          <Text>{failedCallText(menu.failure, i18n)}</Text>
          <FirstLoadButton onClick={() => void menu.ensureLoaded()}>
            <Trans>Try again</Trans>
          </FirstLoadButton>
        </div>
      </Notice>
    );
  }
  if (!menu.isFetched) {
    return (
      <div className={`${layout.centered} ${layout.block}`}>
        <OvalLoader aria-label={t`Loading the menu`} />
      </div>
    );
  }
  return <>{children}</>;
});
