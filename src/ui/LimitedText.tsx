import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { TextEntryKind } from '../domain/device-text-entry.ts';
import { useDeviceTextEntry } from './use-device-text-entry.ts';
import { useLengthLimit } from './use-length-limit.ts';

type Limited<P> = Omit<P, 'maxLength' | 'value'> & {
  value: string;
  limit: number;
  /**
   * What the field takes, for a kiosk's or table tablet's on-screen keyboard: words (the default),
   * a phone number (the default of a `tel` field) or a code. A device leaves out a words field in
   * a language it has no keyboard for.
   */
  entry?: TextEntryKind;
};

/** A TextInput that counts towards its limit and marks text over it instead of cutting it. */
export function LimitedTextInput({
  limit,
  value,
  error,
  description,
  entry,
  ...props
}: Limited<TextInputProps>) {
  const length = useLengthLimit(value, limit);
  const device = useDeviceTextEntry(entry ?? (props.type === 'tel' ? 'tel' : 'text'), props.required);
  if (!device.offered) return null;
  return (
    <TextInput
      {...props}
      {...device.inputProps}
      value={value}
      error={length.error ?? error}
      description={length.description ?? description}
      data-over-limit={length.error ? true : undefined}
    />
  );
}

/** A Textarea that counts towards its limit and marks text over it instead of cutting it. */
export function LimitedTextarea({
  limit,
  value,
  error,
  description,
  entry,
  ...props
}: Limited<TextareaProps>) {
  const length = useLengthLimit(value, limit);
  const device = useDeviceTextEntry(entry ?? 'text', props.required);
  if (!device.offered) return null;
  return (
    <Textarea
      {...props}
      {...device.inputProps}
      value={value}
      error={length.error ?? error}
      description={length.description ?? description}
      data-over-limit={length.error ? true : undefined}
    />
  );
}
