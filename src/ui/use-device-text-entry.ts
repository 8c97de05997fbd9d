import { useLingui } from '@lingui/react/macro';
import { deviceTextEntry, type KeyboardLayout, type TextEntryKind } from '../domain/device-text-entry.ts';
import { useStores } from '../stores/store-context.tsx';

export interface DeviceTextEntryProps {
  /** "none" on a kiosk or table tablet: the system keyboard stays away, the app's own opens. */
  inputMode?: 'none';
  /** The on-screen keyboard the device's keyboard host opens when this field gets the focus. */
  'data-keyboard'?: KeyboardLayout;
}

/**
 * The one way a text field takes typing on a device (issue 30): whether the device offers the
 * field at all in the active language, and the props that hand it to the on-screen keyboard
 * (src/features/device/keyboard). A phone gets nothing: its own keyboard serves.
 */
export function useDeviceTextEntry(
  kind: TextEntryKind,
  required = false,
): { offered: boolean; inputProps: DeviceTextEntryProps } {
  const { device } = useStores();
  const { i18n } = useLingui();
  const entry = deviceTextEntry(device.mode, i18n.locale, kind, required);
  return {
    offered: entry.offered,
    inputProps: entry.keyboard ? { inputMode: 'none', 'data-keyboard': entry.keyboard } : {},
  };
}
