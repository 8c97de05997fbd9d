import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { nextTapRun, STAFF_TAPS } from '../../domain/kiosk-session.ts';
import { unlockDevice } from '../../stores/device-staff.ts';
import { useStores } from '../../stores/store-context.tsx';
import classes from './DeviceChrome.module.css';
import { useDeviceTextEntry } from '../../ui/use-device-text-entry.ts';
import { DeviceDialog } from './DeviceDialog.tsx';

/**
 * Staff's way out of a kiosk or table tablet: five quick taps in the top corner (invisible, not a
 * control a guest can find with a screen reader or a tab) open the PIN prompt; the right PIN opens
 * the setup screen.
 */
export function StaffCorner({ onUnlocked }: { onUnlocked: () => void }) {
  const { device, deps } = useStores();
  const { t } = useLingui();
  const run = useRef({ count: 0, lastMs: null as number | null });
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);

  const tap = () => {
    run.current = nextTapRun(run.current, deps.clock.now());
    if (run.current.count < STAFF_TAPS) return;
    run.current = { count: 0, lastMs: null };
    setPin('');
    setWrong(false);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    const unlocked = await unlockDevice(device, pin);
    setChecking(false);
    setPin('');
    if (!unlocked) return setWrong(true);
    setOpen(false);
    onUnlocked();
  };

  const pinEntry = useDeviceTextEntry('tel');
  return (
    <>
      <div className={classes.staffCorner} onPointerDown={tap} data-testid="staff-corner" />
      <DeviceDialog opened={open} onClose={() => setOpen(false)} title={t`Staff only`}>
        <Stack component="form" onSubmit={(event) => void submit(event)}>
          <PasswordInput
            label={t`Staff PIN`}
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            // The device has no keyboard: the PIN on the on-screen number pad.
            {...pinEntry.inputProps}
            data-autofocus
            data-testid="staff-pin"
          />
          {wrong && (
            <Alert color="red" role="alert" data-testid="staff-pin-wrong">
              {t`Wrong PIN. Try again.`}
            </Alert>
          )}
          <Button type="submit" size="lg" loading={checking} data-testid="staff-pin-submit">
            {t`Open device setup`}
          </Button>
        </Stack>
      </DeviceDialog>
    </>
  );
}
