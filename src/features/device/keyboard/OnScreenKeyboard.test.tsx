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
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const rowTexts = () =>
  Array.from(screen.getByRole('group').children, (row) =>
    Array.from(row.querySelectorAll('button'), (key) => key.dataset.key).join(' '),
  );

describe('OnScreenKeyboard', () => {
  it('types, capitalises once, spaces and deletes through the field’s own change handler', () => {
    const keyDowns = vi.fn();
    document.addEventListener('keydown', keyDowns);
    renderWithProviders(<Harness layout="latin" locale="en" />);
    press('Capital letters');
    expect(screen.getByRole('button', { name: 'Capital letters' })).toHaveAttribute('aria-pressed', 'true');
    for (const key of ['S', 'a', 'r', 'a']) press(key);
    press('Space');
    for (const key of ['a', 'l', 'i', 'i']) press(key);
    press('Delete');
    expect(field()).toHaveValue('Sara ali');
    // Typing in the middle: at the caret, not at the end.
    field().setSelectionRange(4, 4);
    press('-');
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
    press('Capital letters');
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
    press('،');
    press('Delete');
    expect(field()).toHaveValue('سلاملا');
    expect(screen.queryByRole('button', { name: 'Capital letters' })).toBeNull();
    press('Latin letters');
    expect(keyboard).toHaveAttribute('data-layout', 'latin');
    press('q');
    press('Arabic letters');
    expect(within(keyboard).getByRole('button', { name: 'ض' })).toBeInTheDocument();
    expect(field()).toHaveValue('سلاملاq');
  });

  it('gives a phone number a number pad, and Done hands back', () => {
    const onDone = vi.fn();
    renderWithProviders(<Harness layout="digits" locale="ar" onDone={onDone} />, { locale: 'ar' });
    expect(screen.getByRole('group', { name: 'Number pad' })).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('button', { name: 'a' })).toBeNull();
    for (const key of ['+', '9', '6', '5']) press(key);
    press('Delete');
    expect(field()).toHaveValue('+96');
    press('Done');
    expect(onDone).toHaveBeenCalledOnce();
  });
});
