import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DeviceMode } from '../../domain/device.ts';
import type { PinProblem } from '../../domain/kiosk-session.ts';

export const DEVICE_MODE_LABELS: Record<DeviceMode, MessageDescriptor> = {
  phone: msg`Phone (customers' own devices)`,
  kiosk: msg`Self-order kiosk`,
  table: msg`Table tablet`,
};

export const PIN_PROBLEM_LABELS: Record<PinProblem, MessageDescriptor> = {
  format: msg`The PIN must be 4 to 8 digits.`,
  mismatch: msg`The two PINs are not the same.`,
};
