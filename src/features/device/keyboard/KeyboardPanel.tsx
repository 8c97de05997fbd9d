import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { KeyboardLayout } from '../../../domain/device-text-entry.ts';
import { backspaceIn, revealAbove, typeInto, type TextField } from './field-editing.ts';
import { OnScreenKeyboard } from './OnScreenKeyboard.tsx';
import classes from './KeyboardPanel.module.css';

/**
 * The on-screen keyboard docked along the bottom of the screen, typing into `field`. The page gets
 * room below (so the last field can scroll up) and the field is scrolled above the keyboard.
 * Loaded lazily, the first time a field on a kiosk or table tablet gets the focus.
 */
export default function KeyboardPanel({
  field,
  layout,
  panelRef,
}: {
  field: TextField;
  layout: KeyboardLayout;
  panelRef: RefObject<HTMLDivElement | null>;
}) {
  const { i18n, t } = useLingui();
  const own = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const panel = own.current;
    if (!panel) return;
    const root = document.documentElement;
    const height = panel.offsetHeight;
    root.style.setProperty('--device-keyboard-height', `${height}px`);
    root.dataset.keyboard = 'open';
    revealAbove(field, height);
    return () => {
      delete root.dataset.keyboard;
      root.style.removeProperty('--device-keyboard-height');
    };
  }, [field, layout]);

  return createPortal(
    <div
      ref={(node) => {
        own.current = node;
        panelRef.current = node;
      }}
      className={classes.panel}
      role="region"
      aria-label={layout === 'digits' ? t`Number pad` : t`Keyboard`}
      data-testid="device-keyboard"
    >
      <OnScreenKeyboard
        layout={layout}
        locale={i18n.locale}
        onType={(text) => typeInto(field, text)}
        onBackspace={() => backspaceIn(field)}
        onDone={() => field.blur()}
      />
    </div>,
    document.body,
  );
}
