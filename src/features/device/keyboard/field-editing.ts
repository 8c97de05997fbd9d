import { deleteBackward, typeText, type TextEdit } from '../../../domain/device-text-entry.ts';

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Writes into a field as typing would: the native value setter and an `input` event, so React's
 * onChange (and anything else listening) sees an ordinary edit, with no key event at all.
 */
function apply(field: TextField, edit: TextEdit): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, edit.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  try {
    field.setSelectionRange(edit.caret, edit.caret);
  } catch {
    // Some input types have no selection; the caret stays at the end there.
  }
}

function selectionOf(field: TextField): [number, number] {
  const end = field.value.length;
  return [field.selectionStart ?? end, field.selectionEnd ?? field.selectionStart ?? end];
}

export function typeInto(field: TextField, text: string): void {
  const [start, end] = selectionOf(field);
  apply(field, typeText(field.value, start, end, text));
}

export function backspaceIn(field: TextField): void {
  const [start, end] = selectionOf(field);
  apply(field, deleteBackward(field.value, start, end));
}

/** The field's nearest scrolling ancestor, or null for the page itself. */
function scrollParentOf(field: Element): HTMLElement | null {
  for (let node = field.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return null;
}

/** Scrolls the field into the part of the screen the keyboard (this many pixels tall) leaves free. */
export function revealAbove(field: Element, keyboardHeight: number): void {
  const margin = 16;
  const rect = field.getBoundingClientRect();
  const freeBottom = window.innerHeight - keyboardHeight - margin;
  const overlap = rect.bottom - freeBottom;
  if (overlap <= 0) return;
  // A field taller than the free space shows its top.
  const by = Math.min(overlap, Math.max(0, rect.top - margin - 96));
  const parent = scrollParentOf(field);
  if (parent) parent.scrollBy({ top: by });
  else window.scrollBy({ top: by });
}
