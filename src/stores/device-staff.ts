/**
 * What only staff do on a kiosk or table tablet: save a setup and give the PIN. Loaded with the
 * setup screen and the staff prompt (with the hashing), never with the menu.
 */
import type { DeviceMode } from '../domain/device.ts';
import { hashPin, pinMatches } from '../domain/staff-pin.ts';
import type { DeviceStore } from './device-store.ts';

/** What staff choose on the setup screen; `pin` only when a new one is set. */
export interface DeviceSetupInput {
  mode: DeviceMode;
  referenceId: string | null;
  branchId: number | null;
  tableId: number | null;
  idleSeconds: number;
  pin: string | null;
  /** The paired payment terminal; none when absent or null. */
  terminalId?: string | null;
}

/**
 * Saves a setup. A managed mode needs a PIN: a new one, or the one already set; false when
 * neither is there (the screen asks for one first). A phone keeps no binding and no PIN.
 */
export async function saveDeviceSetup(device: DeviceStore, input: DeviceSetupInput): Promise<boolean> {
  const pinHash = input.pin !== null ? await hashPin(input.pin) : device.pinHash;
  if (input.mode === 'phone') {
    device.applySetup({
      mode: 'phone',
      referenceId: null,
      branchId: null,
      tableId: null,
      pinHash: null,
      idleSeconds: input.idleSeconds,
      terminalId: null,
    });
    return true;
  }
  if (pinHash === null) return false;
  device.applySetup({
    mode: input.mode,
    referenceId: input.referenceId,
    branchId: input.branchId,
    tableId: input.mode === 'table' ? input.tableId : null,
    pinHash,
    idleSeconds: input.idleSeconds,
    terminalId: input.terminalId ?? null,
  });
  return true;
}

/** Staff's PIN: true opens the setup screen. A device without a PIN is open to anyone. */
export async function unlockDevice(device: DeviceStore, pin: string): Promise<boolean> {
  const stored = device.pinHash;
  const matches = stored === null || (await pinMatches(pin, stored));
  if (matches) device.markUnlocked();
  return matches;
}
