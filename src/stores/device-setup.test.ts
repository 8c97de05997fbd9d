import { describe, expect, it } from 'vitest';
import { fleetSetupFrom, PHONE_SETUP, validDeviceSetup } from './device-setup.ts';

const HASH = `pbkdf2$100000$${'ab'.repeat(16)}$${'cd'.repeat(32)}`;

describe('validDeviceSetup (a stored setup, restored)', () => {
  it.each([
    {
      name: 'a kiosk with its PIN hash',
      data: {
        mode: 'kiosk',
        referenceId: 'demo',
        branchId: 7,
        tableId: 3,
        pinHash: HASH,
        idleSeconds: 90,
        terminalId: 'TERM-7',
      },
      expected: {
        mode: 'kiosk',
        referenceId: 'demo',
        branchId: 7,
        tableId: null,
        pinHash: HASH,
        idleSeconds: 90,
        terminalId: 'TERM-7',
      },
    },
    {
      name: 'a table tablet keeps its table',
      data: { mode: 'table', referenceId: 'demo', branchId: 7, tableId: 3, pinHash: HASH, idleSeconds: 60 },
      expected: {
        mode: 'table',
        referenceId: 'demo',
        branchId: 7,
        tableId: 3,
        pinHash: HASH,
        idleSeconds: 60,
        terminalId: null,
      },
    },
    {
      name: 'a kiosk without a PIN is never restored',
      data: { mode: 'kiosk', pinHash: null },
      expected: null,
    },
    { name: 'a PIN stored in clear is not a hash', data: { mode: 'kiosk', pinHash: '4826' }, expected: null },
    { name: 'a table tablet without a table', data: { mode: 'table', pinHash: HASH }, expected: null },
    { name: 'an unknown mode', data: { mode: 'tablet', pinHash: HASH }, expected: null },
    {
      name: 'a phone keeps nothing but its idle time',
      data: { mode: 'phone', referenceId: 'demo', branchId: 7, pinHash: HASH, idleSeconds: 5 },
      expected: { ...PHONE_SETUP, idleSeconds: 20 },
    },
    {
      name: 'damaged ids and idle time fall back',
      data: {
        mode: 'kiosk',
        referenceId: '',
        branchId: -1,
        pinHash: HASH,
        idleSeconds: 'x',
        terminalId: 'no spaces!',
      },
      expected: {
        mode: 'kiosk',
        referenceId: null,
        branchId: null,
        tableId: null,
        pinHash: HASH,
        idleSeconds: 60,
        terminalId: null,
      },
    },
  ])('$name', ({ data, expected }) => {
    expect(validDeviceSetup(data)).toEqual(expected);
  });
});

describe('fleetSetupFrom (VITE_DEVICE_*)', () => {
  it.each([
    { name: 'nothing set: a phone', env: {}, expected: PHONE_SETUP },
    {
      name: 'a kiosk fleet bound to a branch',
      env: { mode: 'kiosk', branch: '12', pinHash: HASH, idleSeconds: '45' },
      expected: {
        mode: 'kiosk',
        referenceId: null,
        branchId: 12,
        tableId: null,
        pinHash: HASH,
        idleSeconds: 45,
        terminalId: null,
      },
    },
    {
      name: 'a kiosk without a PIN hash stays a phone (staff could never leave it)',
      env: { mode: 'kiosk', branch: '12' },
      expected: PHONE_SETUP,
    },
    { name: 'an unknown mode is a phone', env: { mode: 'tv', pinHash: HASH }, expected: PHONE_SETUP },
  ])('$name', ({ env, expected }) => {
    expect(fleetSetupFrom(env)).toEqual(expected);
  });
});
