import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import classes from './KioskBar.module.css';

/**
 * One button moves everything within reach of a seated customer or a wheelchair user; it sits in the
 * kiosk's bottom bar (KioskNav), never over the page.
 */
export const ReachModeButton = observer(function ReachModeButton() {
  const { device } = useStores();
  const { t } = useLingui();
  return (
    <Button
      size="xl"
      className={classes.control}
      variant={device.reachMode ? 'filled' : 'default'}
      aria-pressed={device.reachMode}
      onClick={() => device.setReachMode(!device.reachMode)}
      data-testid="reach-mode"
    >
      {device.reachMode ? t`Controls back to full height` : t`Bring controls lower`}
    </Button>
  );
});
