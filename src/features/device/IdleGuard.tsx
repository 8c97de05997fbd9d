import { Button } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { IDLE_WARNING_SECONDS, idlePhase, type IdlePhase } from '../../domain/kiosk-session.ts';
import { useStores } from '../../stores/store-context.tsx';
import { DeviceDialog } from './DeviceDialog.tsx';
import { useCustomerActivity } from './use-customer-activity.ts';
import classes from './IdleGuard.module.css';

/**
 * A kiosk left alone: after the idle time the whole screen counts down (a ring emptying around the
 * seconds left) with "I'm still here" and "Start over"; when it runs out the customer's session
 * ends and the kiosk goes back to its start. Time comes from the injected clock, read once a
 * second (Playwright's page.clock drives both).
 */
export const IdleGuard = observer(function IdleGuard({ onExpired }: { onExpired: () => void }) {
  const stores = useStores();
  const { device, deps } = stores;
  const { t, i18n } = useLingui();
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
  const left = Math.min(1, secondsLeft / IDLE_WARNING_SECONDS);
  return (
    <DeviceDialog
      opened={phase.kind === 'warning'}
      onClose={device.touch}
      title={t`Are you still there?`}
      testId="idle-warning"
      fullScreen
      className={classes.screen}
    >
      <div className={classes.body}>
        <svg className={classes.ring} viewBox="0 0 100 100" aria-hidden="true" data-testid="idle-ring">
          <circle cx="50" cy="50" r="44" className={classes.track} />
          <circle
            cx="50"
            cy="50"
            r="44"
            className={classes.left}
            pathLength={1}
            strokeDasharray="1"
            strokeDashoffset={1 - left}
          />
          <text x="50" y="50" className={classes.seconds} dominantBaseline="central" textAnchor="middle">
            {i18n.number(secondsLeft)}
          </text>
        </svg>
        <p className={classes.text} aria-live="polite" data-testid="idle-countdown">
          <Plural
            value={secondsLeft}
            one="Your order will be cleared in # second."
            other="Your order will be cleared in # seconds."
          />
        </p>
        <div className={classes.actions}>
          <Button
            size="xl"
            className={classes.action}
            onClick={device.touch}
            data-autofocus
            data-testid="idle-still-here"
          >
            {t`I'm still here`}
          </Button>
          <Button
            size="xl"
            variant="default"
            className={classes.action}
            onClick={onExpired}
            data-testid="idle-start-over"
          >
            {t`Start over`}
          </Button>
        </div>
      </div>
    </DeviceDialog>
  );
});
