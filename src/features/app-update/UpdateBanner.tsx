import { Group, Notification, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import classes from './UpdateBanner.module.css';
import { FirstLoadButton } from '../../ui/FirstLoadButton.tsx';

/** Offers the newer build; reloading keeps the cart because the cart lives in local storage. */
export const UpdateBanner = observer(function UpdateBanner() {
  const { appUpdate } = useStores();
  const { t } = useLingui();
  if (!appUpdate.updateOffered) return null;
  return (
    <div className={classes.banner} role="status">
      <Notification
        withBorder
        onClose={appUpdate.dismiss}
        closeButtonProps={{ 'aria-label': t`Later` }}
        title={t`A new version is ready`}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" className={classes.message}>
            <Trans>Reload to use it. Your cart stays as it is.</Trans>
          </Text>
          <FirstLoadButton className={classes.reload} onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </FirstLoadButton>
        </Group>
      </Notification>
    </div>
  );
});
