// Mantine's Select as its own chunk, for LazySelect.tsx: its combobox and Floating UI weigh 28 KB
// gzip, which a screen showing one from its first paint should not wait for.
import { Select, type SelectProps } from '@mantine/core';

export default function SelectField(props: SelectProps) {
  return <Select {...props} />;
}
