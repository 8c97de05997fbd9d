import { PhoneShell } from './phone/PhoneShell.tsx';
import { TouchShell } from './touch/TouchShell.tsx';
import { useLayoutMode } from './use-layout-mode.ts';
import type { ShellProps } from './shell-props.ts';

/** Width decides: the phone shell below 768 px, the large-touch shell from 768 px (spec §2). */
export function LayoutChooser(props: ShellProps) {
  return useLayoutMode() === 'touch' ? <TouchShell {...props} /> : <PhoneShell {...props} />;
}
