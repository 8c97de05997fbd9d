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
    // A mouse button (or pen) held down: the focus left on its press, its click is still to come.
    let pressing = false;
    let closing: ReturnType<typeof setTimeout> | undefined;
    const onFocusIn = (event: FocusEvent) => {
      const next = keyboardOf(event.target);
      if (!next) return;
      clearTimeout(closing);
      setOpen(next);
    };
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node && panelRef.current?.contains(to)) return;
      const field = event.target;
      // The keyboard closes once the tap or click that moved the focus is over: closing at once
      // would shift the page under the finger (the room it made below goes), and the tap would
      // land on whatever moved there instead of "Place order".
      const close = () => setOpen((current) => (current?.field === field ? null : current));
      if (pressing) {
        document.addEventListener('pointerup', () => (closing = setTimeout(close, 0)), { once: true });
      } else closing = setTimeout(close, 0);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') pressing = true;
    };
    const onPointerUp = () => {
      pressing = false;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    return () => {
      clearTimeout(closing);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
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
