/**
 * A device's setup as stored (versioned, validated) and as a fleet sets it at build time.
 */
import {
  DEFAULT_IDLE_SECONDS,
  idleSecondsFrom,
  isDeviceMode,
  terminalIdFrom,
  type DeviceMode,
} from '../domain/device.ts';
import { isNumber, isRecord, type PersistSpec } from './persistence.ts';

export interface DeviceSetup {
  mode: DeviceMode;
  /** The business the device belongs to; null: whichever business it is opened on. */
  referenceId: string | null;
  branchId: number | null;
  /** Table tablets only. */
  tableId: number | null;
  /** `pbkdf2$…` (see domain/staff-pin.ts); never the PIN itself. */
  pinHash: string | null;
  idleSeconds: number;
  /** The payment terminal paired with a kiosk or table tablet; null for none (issue 31). */
  terminalId: string | null;
}

export type FleetSetup = DeviceSetup;

const PIN_HASH_SHAPE = /^pbkdf2\$[1-9]\d*\$(?:[0-9a-f]{2})+\$(?:[0-9a-f]{2})+$/i;

export const PHONE_SETUP: DeviceSetup = {
  mode: 'phone',
  referenceId: null,
  branchId: null,
  tableId: null,
  pinHash: null,
  idleSeconds: DEFAULT_IDLE_SECONDS,
  terminalId: null,
};

/** The localStorage key of the setup: kept when a customer's session is wiped. */
export const DEVICE_SETUP_KEY = 'device';

const positiveIdOrNull = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * A usable setup or null: a managed mode needs a PIN hash (or staff could never leave it) and,
 * for a table tablet, a table.
 */
export function validDeviceSetup(data: Record<string, unknown>): DeviceSetup | null {
  if (!isDeviceMode(data.mode)) return null;
  if (data.mode === 'phone') return { ...PHONE_SETUP, idleSeconds: idleSecondsFrom(data.idleSeconds) };
  // The shape only: whether the PIN matches is checked by domain/staff-pin.ts when staff type it.
  const pinHash = typeof data.pinHash === 'string' && PIN_HASH_SHAPE.test(data.pinHash) ? data.pinHash : null;
  const tableId = positiveIdOrNull(data.tableId);
  if (pinHash === null || (data.mode === 'table' && tableId === null)) return null;
  return {
    mode: data.mode,
    referenceId: typeof data.referenceId === 'string' && data.referenceId !== '' ? data.referenceId : null,
    branchId: positiveIdOrNull(data.branchId),
    tableId: data.mode === 'table' ? tableId : null,
    pinHash,
    idleSeconds: isNumber(data.idleSeconds) ? idleSecondsFrom(data.idleSeconds) : DEFAULT_IDLE_SECONDS,
    // A setup saved before terminals could be paired has none.
    terminalId: terminalIdFrom(data.terminalId),
  };
}

/** VITE_DEVICE_* as a setup; a phone when they are absent or unusable (a kiosk without a PIN). */
export function fleetSetupFrom(env: {
  mode?: string;
  branch?: string;
  table?: string;
  pinHash?: string;
  idleSeconds?: string;
  terminal?: string;
}): FleetSetup {
  const setup = validDeviceSetup({
    mode: env.mode || 'phone',
    referenceId: null,
    branchId: env.branch,
    tableId: env.table,
    pinHash: env.pinHash,
    idleSeconds: env.idleSeconds,
    terminalId: env.terminal,
  });
  return { ...(setup ?? PHONE_SETUP), idleSeconds: idleSecondsFrom(env.idleSeconds) };
}

type PersistedSetup = keyof DeviceSetup;

/** Version 1. A damaged setup is dropped whole: half a kiosk (no PIN) must never be restored. */
export const DEVICE_PERSISTENCE: PersistSpec<DeviceSetup, PersistedSetup> = {
  name: DEVICE_SETUP_KEY,
  version: 1,
  properties: ['mode', 'referenceId', 'branchId', 'tableId', 'pinHash', 'idleSeconds', 'terminalId'],
  restore: (data) => (isRecord(data) ? validDeviceSetup(data) : null),
};
