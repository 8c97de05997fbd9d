import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useLengthLimit } from './use-length-limit.ts';

type Limited<P> = Omit<P, 'maxLength' | 'value'> & { value: string; limit: number };

/** A TextInput that counts towards its limit and marks text over it instead of cutting it. */
export function LimitedTextInput({ limit, value, error, description, ...props }: Limited<TextInputProps>) {
  const length = useLengthLimit(value, limit);
  return (
    <TextInput
      {...props}
      value={value}
      error={length.error ?? error}
      description={length.description ?? description}
      data-over-limit={length.error ? true : undefined}
    />
  );
}

/** A Textarea that counts towards its limit and marks text over it instead of cutting it. */
export function LimitedTextarea({ limit, value, error, description, ...props }: Limited<TextareaProps>) {
  const length = useLengthLimit(value, limit);
  return (
    <Textarea
      {...props}
      value={value}
      error={length.error ?? error}
      description={length.description ?? description}
      data-over-limit={length.error ? true : undefined}
    />
  );
}
