import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import {
  Alert,
  Button,
  NumberInput,
  PasswordInput,
  Radio,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import type { Table } from '../../api/types.ts';
import {
  DEVICE_MODES,
  idleSecondsFrom,
  MAX_IDLE_SECONDS,
  MIN_IDLE_SECONDS,
  type DeviceMode,
} from '../../domain/device.ts';
import { newPinProblem, type PinProblem } from '../../domain/kiosk-session.ts';
import { terminalIdFrom } from '../../domain/device.ts';
import { localized } from '../../domain/locales.ts';
import { saveDeviceSetup } from '../../stores/device-staff.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useBusinessWord, useLocalized } from '../cart/use-localized.ts';
import { DEVICE_MODE_LABELS, PIN_PROBLEM_LABELS } from './device-labels.ts';
import { NextPartyButton } from './table/NextPartyButton.tsx';
import { useDeviceTextEntry } from '../../ui/use-device-text-entry.ts';
import { useLayoutMode } from '../../layouts/use-layout-mode.ts';
import classes from './DeviceSetupScreen.module.css';

type SetupProblem = PinProblem | 'table' | 'terminal' | 'failed';

/**
 * Staff set the device up: its mode, branch, table (table tablets), the staff PIN and the idle
 * time. A managed device reaches this screen only after the PIN (the staff corner).
 */
export const DeviceSetupScreen = observer(function DeviceSetupScreen({ onSaved }: { onSaved: () => void }) {
  const stores = useStores();
  const { device, business, preferences } = stores;
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const word = useBusinessWord();
  const [mode, setMode] = useState<DeviceMode>(device.mode);
  const [branchId, setBranchId] = useState<number | null>(device.branchId ?? business.branchId);
  const [tableId, setTableId] = useState<number | null>(device.tableId);
  const [pin, setPin] = useState('');
  // On a kiosk or table tablet (staff changing its setup) the PINs go on the on-screen number pad.
  const pinEntry = useDeviceTextEntry('tel');
  const [confirmation, setConfirmation] = useState('');
  const [idleSeconds, setIdleSeconds] = useState<number>(device.idleSeconds);
  const [terminal, setTerminal] = useState(device.terminalId ?? '');
  const [tables, setTables] = useState<Table[] | null>(null);
  const [problem, setProblem] = useState<SetupProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const branches = business.business?.branches ?? [];
  const labels = business.business?.labels;
  const tableWord = word(labels?.table) || t`Table`;
  const floorWord = word(labels?.floor) || t`Floor`;
  const keepsPin = device.pinHash !== null && mode !== 'phone';
  // Every field one height: the PIN fields take the size the theme gives the selects.
  const fieldSize = useLayoutMode() === 'touch' ? 'lg' : 'md';

  // The table list is the chosen branch's: choosing a branch makes it the business's branch here.
  useEffect(() => {
    if (mode !== 'table' || branchId === null) return;
    let current = true;
    void stores
      .chooseBranch(branchId)
      .then(() => stores.loadBranchContent())
      .then((content) => content.loadTables())
      // A store that could not load (offline) is a list that could not: the same empty picker.
      .then(
        (loaded) => current && setTables(loaded),
        () => current && setTables(null),
      );
    return () => {
      current = false;
    };
  }, [mode, branchId, stores]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pinProblem = mode === 'phone' || (keepsPin && pin === '') ? null : newPinProblem(pin, confirmation);
    const terminalId = terminalIdFrom(terminal);
    const found =
      pinProblem ??
      (mode === 'table' && tableId === null
        ? 'table'
        : terminal.trim() !== '' && terminalId === null
          ? 'terminal'
          : null);
    setProblem(found);
    if (found) return;
    setSaving(true);
    const saved = await saveDeviceSetup(device, {
      mode,
      referenceId: business.referenceId,
      branchId,
      tableId,
      idleSeconds: idleSecondsFrom(idleSeconds),
      pin: mode === 'phone' || pin === '' ? null : pin,
      terminalId,
    });
    setSaving(false);
    if (!saved) return setProblem('failed');
    if (branchId !== null) await stores.chooseBranch(branchId);
    // The setup starts the device afresh: nothing of whoever used it before stays.
    await stores.endCustomerSession();
    onSaved();
  };

  const problemText =
    problem === 'terminal'
      ? t`A terminal ID has only letters, digits and dashes.`
      : problem === 'table'
        ? t`Choose the ${tableWord} this tablet stands on.`
        : problem === 'failed'
          ? t`Set a staff PIN first.`
          : problem
            ? i18n._(PIN_PROBLEM_LABELS[problem])
            : null;

  return (
    <Stack
      component="form"
      onSubmit={(event) => void submit(event)}
      gap="lg"
      className={classes.form}
      data-testid="device-setup"
    >
      <Title order={1}>{t`Set up this device`}</Title>
      {/* What staff most often come here for on a table tablet, first: the setup stays as it is. */}
      {device.isTableTablet && (
        <div className={classes.nextParty}>
          <NextPartyButton onCleared={onSaved} />
        </div>
      )}
      <Radio.Group
        label={t`Device type`}
        value={mode}
        onChange={(value) => setMode(value as DeviceMode)}
        data-testid="device-mode"
      >
        <Stack gap="sm" mt="xs">
          {DEVICE_MODES.map((candidate) => (
            <Radio key={candidate} value={candidate} label={i18n._(DEVICE_MODE_LABELS[candidate])} />
          ))}
        </Stack>
      </Radio.Group>
      {mode !== 'phone' && (
        <>
          {branches.length > 1 && (
            <Select
              label={t`Branch`}
              data={branches.map((branch) => ({
                value: String(branch.id),
                label: localized(branch.name, preferences.language, business.locales) ?? String(branch.id),
              }))}
              value={branchId === null ? null : String(branchId)}
              onChange={(value) => setBranchId(value === null ? null : Number(value))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="device-branch"
            />
          )}
          {mode === 'table' && (
            <Select
              label={tableWord}
              data={(tables ?? []).map((table) => {
                const floor = text(table.floor);
                const name = text(table.name);
                return { value: String(table.id), label: floor ? `${name} · ${floorWord}: ${floor}` : name };
              })}
              value={tableId === null ? null : String(tableId)}
              onChange={(value) => setTableId(value === null ? null : Number(value))}
              placeholder={tables === null ? t`Loading…` : undefined}
              comboboxProps={{ withinPortal: true }}
              data-testid="device-table"
            />
          )}
          <PasswordInput
            label={
              keepsPin ? t`New staff PIN (leave empty to keep the current one)` : t`Staff PIN (4 to 8 digits)`
            }
            value={pin}
            onChange={(event) => setPin(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="new-password"
            {...pinEntry.inputProps}
            size={fieldSize}
            data-testid="device-pin"
          />
          <PasswordInput
            label={t`Staff PIN again`}
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="new-password"
            {...pinEntry.inputProps}
            size={fieldSize}
            data-testid="device-pin-again"
          />
          {/* A kiosk asks after this idle time; a table tablet, once its bill was asked for. */}
          <NumberInput
            label={t`Idle seconds before "Are you still there?"`}
            value={idleSeconds}
            onChange={(value) => setIdleSeconds(typeof value === 'number' ? value : Number(value))}
            min={MIN_IDLE_SECONDS}
            max={MAX_IDLE_SECONDS}
            data-testid="device-idle"
          />
          {/* Card payments on the device need the terminal it is paired with (issue 31). */}
          <TextInput
            label={t`Payment terminal ID (empty: no card payments here)`}
            value={terminal}
            onChange={(event) => setTerminal(event.currentTarget.value)}
            autoComplete="off"
            data-testid="device-terminal"
          />
        </>
      )}
      {/*
        Along the bottom of the screen while the fields scroll (a table tablet's 800 px hold them
        all but this row): "Save and start" never needs a scroll, and what stops it shows beside it.
      */}
      <div className={classes.actions} data-testid="device-setup-actions">
        {problemText && (
          <Alert color="red" role="alert" data-testid="device-setup-problem">
            {problemText}
          </Alert>
        )}
        <Button type="submit" size="lg" loading={saving} data-testid="device-save">
          {t`Save and start`}
        </Button>
      </div>
    </Stack>
  );
});
