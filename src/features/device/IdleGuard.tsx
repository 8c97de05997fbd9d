import { Button, Stack, Text } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { idlePhase, type IdlePhase } from '../../domain/kiosk-session.ts';
import { useStores } from '../../stores/store-context.tsx';
import { DeviceDialog } from './DeviceDialog.tsx';
import { useCustomerActivity } from './use-customer-activity.ts';

/**
 * A kiosk left alone: after the idle time a dialog counts down with "I'm still here"; when it runs
 * out the customer's session ends and the kiosk goes back to its start. Time comes from the
 * injected clock, read once a second (Playwright's page.clock drives both).
 */
export const IdleGuard = observer(function IdleGuard({ onExpired }: { onExpired: () => void }) {
  const stores = useStores();
  const { device, deps } = stores;
  const { t } = useLingui();
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });
  useCustomerActivity();

  useEffect(() => {
    const check = () =>
      setPhase(
        // A card payment under way is never wiped: the reset waits for its final state (issue 31).
        stores.ordersIfLoaded?.terminalPaymentIfLoaded?.inProgress
          ? { kind: 'active' }
          : idlePhase({
              nowMs: deps.clock.now(),
              lastActivityMs: device.lastActivityMs,
              idleSeconds: device.idleSeconds,
            }),
      );
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [stores, device, deps, device.lastActivityMs]);

  useEffect(() => {
    if (phase.kind === 'expired') onExpired();
  }, [phase.kind, onExpired]);

  const secondsLeft = phase.kind === 'warning' ? phase.secondsLeft : 0;
  return (
    <DeviceDialog
      opened={phase.kind === 'warning'}
      onClose={device.touch}
      title={t`Are you still there?`}
      testId="idle-warning"
    >
      <Stack>
        <Text size="xl" aria-live="polite" data-testid="idle-countdown">
          <Plural
            value={secondsLeft}
            one="Your order will be cleared in # second."
            other="Your order will be cleared in # seconds."
          />
        </Text>
        <Button size="xl" onClick={device.touch} data-autofocus data-testid="idle-still-here">
          {t`I'm still here`}
        </Button>
      </Stack>
    </DeviceDialog>
  );
});
