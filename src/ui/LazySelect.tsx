import { ComboboxChevron, Input, type SelectProps } from '@mantine/core';
import { Suspense } from 'react';
import { lazyWithMessages } from '../i18n/lazy-with-messages.ts';

const SelectField = lazyWithMessages(() => import('./SelectField.tsx'));

/**
 * Mantine's Select, loaded after the screen's first paint (issue #34: the checkout's table picker
 * brought 28 KB gzip to the checkout opened cold). Meanwhile the field is drawn as it will look,
 * same size, value or placeholder and error, so nothing moves when it arrives; it is hidden from
 * assistive technology and carries no test id, so nobody uses the drawing for the field.
 */
export function LazySelect(props: SelectProps) {
  return (
    <Suspense fallback={<SelectDrawing {...props} />}>
      <SelectField {...props} />
    </Suspense>
  );
}

function SelectDrawing({ data, value, placeholder, label, description, error, required, size }: SelectProps) {
  // Options are strings, { value, label } or groups of them.
  const flat = (options: NonNullable<SelectProps['data']>): { value: string; label: string }[] =>
    options.flatMap((option) =>
      typeof option === 'string'
        ? [{ value: option, label: option }]
        : 'group' in option
          ? flat(option.items)
          : [option],
    );
  const chosen = flat(data ?? []).find((option) => option.value === value);
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      size={size}
      aria-hidden
    >
      <Input
        component="div"
        size={size}
        error={error}
        rightSection={<ComboboxChevron size={size} error={error} />}
        rightSectionPointerEvents="none"
      >
        {chosen ? chosen.label : <Input.Placeholder>{placeholder}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
}
