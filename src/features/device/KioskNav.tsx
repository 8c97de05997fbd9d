import { Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { DeviceDialog } from './DeviceDialog.tsx';
import { ReachModeButton } from './ReachModeButton.tsx';
import { useStartOver } from './use-start-over.ts';
import classes from './KioskBar.module.css';

export interface KioskNavProps {
  /** The previous logical screen; null where there is none (the placed order). */
  onBack: (() => void) | null;
  /** Also called when the session ends (a screen that keeps its own state, the attract's steps). */
  onStartOver?: () => void;
  /** Reach mode's control; left out where a card payment holds the screen. */
  withReach?: boolean;
}

/**
 * A kiosk's way out, the same on every screen after the attract screen: a large back control, "Start
 * over" (asking first when the cart holds something) and reach mode, along the bottom edge.
 */
export const KioskNav = observer(function KioskNav({ onBack, onStartOver, withReach = true }: KioskNavProps) {
  const { cart } = useStores();
  const { t } = useLingui();
  const startOver = useStartOver();
  const [asking, setAsking] = useState(false);
  const end = () => {
    setAsking(false);
    onStartOver?.();
    startOver();
  };
  return (
    <div className={classes.nav}>
      {onBack && (
        <Button
          size="xl"
          variant="default"
          className={classes.control}
          leftSection={<BackArrow />}
          onClick={onBack}
          data-testid="kiosk-back"
        >
          {t`Back`}
        </Button>
      )}
      <Button
        size="xl"
        variant="default"
        className={classes.control}
        aria-haspopup={cart.isEmpty ? undefined : 'dialog'}
        onClick={() => (cart.isEmpty ? end() : setAsking(true))}
        data-testid="kiosk-start-over"
      >
        {t`Start over`}
      </Button>
      {withReach && (
        <div className={classes.end}>
          <ReachModeButton />
        </div>
      )}
      <DeviceDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={t`Start over?`}
        testId="kiosk-start-over-confirm"
        withCloseButton={false}
        size="xl"
      >
        <Text fz={28} mb="xl">
          {t`The items in your cart will be removed.`}
        </Text>
        <Group grow>
          <Button
            size="xl"
            variant="default"
            className={classes.control}
            onClick={() => setAsking(false)}
            data-autofocus
            data-testid="kiosk-keep-order"
          >
            {t`Keep my order`}
          </Button>
          <Button
            size="xl"
            color="red"
            className={classes.control}
            onClick={end}
            data-testid="kiosk-start-over-yes"
          >
            {t`Start over`}
          </Button>
        </Group>
      </DeviceDialog>
    </div>
  );
});

function BackArrow() {
  return (
    <svg className={classes.backIcon} width="32" height="32" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
