import { Suspense, useEffect, useRef, useState } from 'react';
import type { KeyboardLayout } from '../../../domain/device-text-entry.ts';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages.ts';
import type { TextField } from './field-editing.ts';

const KeyboardPanel = lazyWithMessages(() => import('./KeyboardPanel.tsx'));

const LAYOUTS: ReadonlySet<string> = new Set<KeyboardLayout>(['latin', 'arabic', 'digits']);

function keyboardOf(target: EventTarget | null): { field: TextField; layout: KeyboardLayout } | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return null;
  const layout = target.dataset.keyboard;
  if (!layout || !LAYOUTS.has(layout) || target.readOnly || target.disabled) return null;
  return { field: target, layout: layout as KeyboardLayout };
}

/**
 * Opens the on-screen keyboard for whichever field a kiosk or table tablet focuses, if the field
 * asks for one (`data-keyboard`, set by useDeviceTextEntry); closes it when the focus leaves for
 * anything but the keyboard itself. One keyboard for every field.
 */
export function DeviceKeyboardHost() {
  // The field already focused when this mounts (an autofocused search field) has it at once.
  const [open, setOpen] = useState(() => keyboardOf(document.activeElement));
  const panelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const next = keyboardOf(event.target);
      if (next) setOpen(next);
    };
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node && panelRef.current?.contains(to)) return;
      setOpen((current) => (current?.field === event.target ? null : current));
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // A field that left the page (its screen closed) takes the keyboard with it.
  useEffect(() => {
    if (!open) return;
    const observer = new MutationObserver(() => {
      if (!open.field.isConnected) setOpen(null);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardPanel field={open.field} layout={open.layout} panelRef={panelRef} />
    </Suspense>
  );
}
