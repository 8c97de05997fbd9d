// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render.tsx';
import type { KeyboardLayout } from '../../../domain/device-text-entry.ts';
import { backspaceIn, typeInto } from './field-editing.ts';
import { OnScreenKeyboard } from './OnScreenKeyboard.tsx';

/** A controlled field (as the app's are) typed into by the keyboard, never by key events. */
function Harness({
  layout,
  locale,
  onDone = () => {},
}: {
  layout: KeyboardLayout;
  locale: string;
  onDone?: () => void;
}) {
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={field}
        aria-label="Field"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <OnScreenKeyboard
        layout={layout}
        locale={locale}
        onType={(text) => typeInto(field.current!, text)}
        onBackspace={() => backspaceIn(field.current!)}
        onDone={onDone}
      />
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Field');
// Keys by their data-key (a letter, or shift, space, backspace, done, switch, comma …): role
// queries over some fifty keys are slow; the special keys' names are checked once below.
const press = (key: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-key="${key}"]`);
  if (!button) throw new Error(`no key ${key}`);
  fireEvent.click(button);
};
const rowTexts = () =>
  Array.from(screen.getByRole('group').children, (row) =>
    Array.from(row.querySelectorAll('button'), (key) => key.dataset.key).join(' '),
  );

describe('OnScreenKeyboard', () => {
  it('types, capitalises once, spaces and deletes through the field’s own change handler', () => {
    const keyDowns = vi.fn();
    document.addEventListener('keydown', keyDowns);
    renderWithProviders(<Harness layout="latin" locale="en" />);
    for (const name of ['Capital letters', 'Delete', 'Space', 'Done'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    press('shift');
    expect(document.querySelector('[data-key="shift"]')).toHaveAttribute('aria-pressed', 'true');
    for (const key of ['S', 'a', 'r', 'a']) press(key);
    press('space');
    for (const key of ['a', 'l', 'i', 'i']) press(key);
    press('backspace');
    expect(field()).toHaveValue('Sara ali');
    // Typing in the middle: at the caret, not at the end.
    field().setSelectionRange(4, 4);
    press('hyphen');
    expect(field()).toHaveValue('Sara- ali');
    expect(keyDowns).not.toHaveBeenCalled();
    document.removeEventListener('keydown', keyDowns);
  });

  it('never takes the focus from the field', () => {
    renderWithProviders(<Harness layout="latin" locale="en" />);
    field().focus();
    const key = screen.getByRole('button', { name: 'q' });
    expect(fireEvent.mouseDown(key)).toBe(false);
  });

  it('adds the language’s own letters to the Latin layout, and its own capitals', () => {
    renderWithProviders(<Harness layout="latin" locale="tr" />);
    expect(rowTexts()[1]).toBe('ç ğ ı ö ş ü');
    press('shift');
    press('İ');
    press('ı');
    expect(field()).toHaveValue('İı');
  });

  it('types Arabic right to left in an Arabic page, keys where the Arabic layout has them, with lam-alef, Arabic punctuation and a switch to Latin letters', () => {
    renderWithProviders(<Harness layout="arabic" locale="ar" />, { locale: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const keyboard = screen.getByRole('group', { name: 'Keyboard' });
    // The layout's physical order (ض on the Q key, at the left) is kept in a right-to-left page.
    expect(keyboard).toHaveAttribute('dir', 'ltr');
    expect(keyboard).toHaveAttribute('lang', 'ar');
    expect(rowTexts()[1]).toBe('ض ص ث ق ف غ ع ه خ ح ج د');
    for (const key of ['س', 'ل', 'ا', 'م']) press(key);
    press('لا');
    press('comma');
    expect(field()).toHaveValue('سلاملا،');
    press('backspace');
    expect(field()).toHaveValue('سلاملا');
    expect(document.querySelector('[data-key="shift"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Latin letters' })).toBeInTheDocument();
    press('switch');
    expect(keyboard).toHaveAttribute('data-layout', 'latin');
    press('q');
    expect(screen.getByRole('button', { name: 'Arabic letters' })).toBeInTheDocument();
    press('switch');
    expect(within(keyboard).getByRole('button', { name: 'ض' })).toBeInTheDocument();
    expect(field()).toHaveValue('سلاملاq');
  });

  it('gives a phone number a number pad, and Done hands back', () => {
    const onDone = vi.fn();
    renderWithProviders(<Harness layout="digits" locale="ar" onDone={onDone} />, { locale: 'ar' });
    expect(screen.getByRole('group', { name: 'Number pad' })).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('button', { name: 'a' })).toBeNull();
    for (const key of ['+', '9', '6', '5']) press(key);
    press('backspace');
    expect(field()).toHaveValue('+96');
    press('done');
    expect(onDone).toHaveBeenCalledOnce();
  });
});
