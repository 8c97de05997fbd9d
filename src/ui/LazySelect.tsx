import { ComboboxChevron, Input, useProps, type SelectProps } from '@mantine/core';
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

/** The field as it will look, for the eye only (exported for its test). */
export function SelectDrawing(props: SelectProps) {
  // The theme's defaults for Select (its size on touch screens), as the Select will have them.
  const { data, value, placeholder, label, description, error, required, size } = useProps(
    'Select',
    {},
    props,
  );
  // Options are strings, items or groups of them; an item without a label shows its value.
  const chosen = (data ?? [])
    .flatMap((option): (string | { value: string; label?: string })[] =>
      typeof option === 'object' && 'group' in option ? option.items : [option],
    )
    .map((item) => (typeof item === 'string' ? { value: item, label: item } : item))
    .find((item) => item.value === value);
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
        {chosen ? (chosen.label ?? chosen.value) : <Input.Placeholder>{placeholder}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
}
