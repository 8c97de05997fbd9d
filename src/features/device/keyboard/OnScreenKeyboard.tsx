import { useLingui } from '@lingui/react/macro';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { DIGIT_PAD_ROWS, letterRows, type KeyboardLayout } from '../../../domain/device-text-entry.ts';
import classes from './OnScreenKeyboard.module.css';

export interface OnScreenKeyboardProps {
  layout: KeyboardLayout;
  /** The active language: its own letters (Latin layout) and its capitals. */
  locale: string;
  onType: (text: string) => void;
  onBackspace: () => void;
  onDone: () => void;
}

// A key never takes the focus: the field keeps its caret while the customer types.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The keyboard a kiosk or table tablet shows for its text fields (issue 30): a number pad for a
 * phone number, letters for words (QWERTY with the language's own letters, or Arabic, with a key
 * to switch between Arabic and Latin letters). Large keys; taps only, no key events.
 */
export function OnScreenKeyboard({ layout, locale, onType, onBackspace, onDone }: OnScreenKeyboardProps) {
  const { t } = useLingui();
  const [upper, setUpper] = useState(false);
  // The Arabic layout's switch to Latin letters (a coupon code, an e-mail-like name).
  const [latin, setLatin] = useState(false);
  const letters = layout === 'arabic' && latin ? 'latin' : layout;

  const key = (
    label: ReactNode,
    onPress: () => void,
    options: { name?: string; wide?: number; pressed?: boolean; id?: string } = {},
  ) => (
    <button
      key={options.id ?? String(label)}
      type="button"
      className={classes.key}
      style={options.wide ? { flexGrow: options.wide } : undefined}
      onMouseDown={keepFocus}
      onClick={onPress}
      aria-label={options.name}
      aria-pressed={options.pressed}
      data-key={options.id ?? String(label)}
    >
      {label}
    </button>
  );
  const backspace = key(<span aria-hidden="true">⌫</span>, onBackspace, {
    name: t`Delete`,
    id: 'backspace',
    wide: 1.5,
  });
  const done = key(t`Done`, onDone, { id: 'done', wide: 2 });

  if (letters === 'digits') {
    return (
      <div
        role="group"
        aria-label={t`Number pad`}
        className={classes.keyboard}
        data-layout="digits"
        dir="ltr"
      >
        {DIGIT_PAD_ROWS.map((row, index) => (
          <div key={index} className={`${classes.row} ${classes.pad}`}>
            {row.map((digit) => key(digit, () => onType(digit)))}
            {index === DIGIT_PAD_ROWS.length - 1 && backspace}
          </div>
        ))}
        <div className={`${classes.row} ${classes.pad}`}>{done}</div>
      </div>
    );
  }

  const rows = letterRows(letters, locale, { upper });
  const last = rows.length - 1;
  const typeLetter = (letter: string) => {
    onType(letter);
    setUpper(false);
  };
  return (
    <div
      role="group"
      aria-label={t`Keyboard`}
      className={classes.keyboard}
      data-layout={letters}
      // Keys sit where they sit on the keyboard of the layout (the Arabic layout's ض on the Q
      // key, at the left), in right-to-left pages too; the letters themselves are Arabic.
      dir="ltr"
      lang={letters === 'arabic' ? 'ar' : undefined}
    >
      {rows.map((row, index) => (
        <div key={index} className={classes.row}>
          {index === last &&
            letters === 'latin' &&
            key(<span aria-hidden="true">⇧</span>, () => setUpper(!upper), {
              name: t`Capital letters`,
              id: 'shift',
              pressed: upper,
              wide: 1.5,
            })}
          {row.map((letter) => key(letter, () => typeLetter(letter)))}
          {index === last && backspace}
        </div>
      ))}
      <div className={classes.row}>
        {layout === 'arabic' &&
          key(latin ? 'أ ب ت' : 'A B C', () => setLatin(!latin), {
            name: latin ? t`Arabic letters` : t`Latin letters`,
            id: 'switch',
            wide: 1.5,
          })}
        {key(letters === 'arabic' ? '،' : ',', () => onType(letters === 'arabic' ? '،' : ','), {
          id: 'comma',
        })}
        {key(t`Space`, () => onType(' '), { id: 'space', wide: 5 })}
        {key('.', () => onType('.'), { id: 'period' })}
        {key('-', () => onType('-'), { id: 'hyphen' })}
        {done}
      </div>
    </div>
  );
}
