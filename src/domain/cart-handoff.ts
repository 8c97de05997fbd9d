/**
 * The cart a kiosk hands to a phone: its lines, selling type and branch packed into a short,
 * URL-safe code (the phone link's fragment, so it never reaches a server or a log), and read back
 * with strict checks, since anyone can type or damage a link. Never personal data: no name,
 * phone, address, car or coupon; a line's note is the only free text and is length-limited.
 *
 * Format, version 1: `1.` + base64url(UTF-8 JSON of [type, branchId, lines]), each line
 * `[itemId, priceLabelId, quantity, [[modifierId, quantity], …], note?]`.
 */
import { DEFAULT_MAX_QUANTITY } from './cart-lines.ts';
import type { OrderSellingType } from './model.ts';
import type { ReorderLine } from './reorder.ts';
import { TEXT_LIMITS, textLength } from './text-limits.ts';

export const HANDOFF_VERSION = 1;
/** A QR code a phone camera reads from a kiosk screen at arm's length stays readable to ~1,000 characters. */
export const HANDOFF_MAX_CODE_LENGTH = 1200;
export const HANDOFF_MAX_LINES = 30;
export const HANDOFF_MAX_EXTRAS_PER_LINE = 30;
/** More of one extra than any kitchen adds to one line: above it the code is damaged. */
export const HANDOFF_MAX_EXTRA_QUANTITY = 99;
/** Ids are positive 32-bit integers, as the API's are. */
const MAX_ID = 2_147_483_647;

const SELLING_TYPE_CODES: readonly OrderSellingType[] = ['dine_in', 'car_pickup', 'delivery'];

/** A handed-off line in the shape the reorder rule checks against the menu. */
export interface HandoffLine extends ReorderLine {
  modifiers_details: { id: number; quantity: number }[];
  comment: string | null;
}

export interface HandoffCart {
  sellingType: OrderSellingType;
  branchId: number;
  lines: HandoffLine[];
}

/** What the encoder reads of a cart line (the cart store's CartLine fits). */
export interface HandoffSourceLine {
  item_id: number;
  price_label_id: number;
  quantity: number;
  modifiers: readonly { id: number; quantity: number }[];
  comment: string | null;
}

export type HandoffEncodeProblem = 'empty' | 'too-large' | 'not-encodable';
export type HandoffDecodeProblem = 'missing' | 'unsupported-version' | 'damaged' | 'too-large';

export type HandoffEncoding = { ok: true; code: string } | { ok: false; problem: HandoffEncodeProblem };
export type HandoffDecoding = { ok: true; cart: HandoffCart } | { ok: false; problem: HandoffDecodeProblem };

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** Control characters (other than line breaks and tabs) have no place in a note. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function isNote(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim().length > 0 &&
    textLength(value) <= TEXT_LIMITS.lineNote &&
    !CONTROL_CHARACTERS.test(value)
  );
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

function lineFromJson(raw: unknown): HandoffLine | null {
  if (!Array.isArray(raw) || raw.length < 4 || raw.length > 5) return null;
  const [itemId, priceLabelId, quantity, extras, note] = raw as unknown[];
  if (!isId(itemId) || !isId(priceLabelId) || !isCount(quantity, DEFAULT_MAX_QUANTITY)) return null;
  if (!Array.isArray(extras) || extras.length > HANDOFF_MAX_EXTRAS_PER_LINE) return null;
  const modifiers: { id: number; quantity: number }[] = [];
  for (const extra of extras as unknown[]) {
    if (!Array.isArray(extra) || extra.length !== 2) return null;
    const [id, count] = extra as unknown[];
    if (!isId(id) || !isCount(count, HANDOFF_MAX_EXTRA_QUANTITY)) return null;
    if (modifiers.some((known) => known.id === id)) return null;
    modifiers.push({ id, quantity: count });
  }
  if (raw.length === 5 && !isNote(note)) return null;
  return {
    item_id: itemId,
    price_label_id: priceLabelId,
    quantity,
    modifiers_details: modifiers,
    comment: raw.length === 5 ? (note as string) : null,
  };
}

/** Reads a hand-off code; anything not exactly as `encodeCartHandoff` writes it is refused whole. */
export function decodeCartHandoff(code: string | null | undefined): HandoffDecoding {
  if (!code) return { ok: false, problem: 'missing' };
  if (code.length > HANDOFF_MAX_CODE_LENGTH) return { ok: false, problem: 'too-large' };
  const dot = code.indexOf('.');
  const version = dot > 0 ? code.slice(0, dot) : '';
  if (!/^\d{1,3}$/.test(version)) return { ok: false, problem: 'damaged' };
  if (Number(version) !== HANDOFF_VERSION) return { ok: false, problem: 'unsupported-version' };
  const bytes = fromBase64Url(code.slice(dot + 1));
  if (!bytes) return { ok: false, problem: 'damaged' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return { ok: false, problem: 'damaged' };
  const [type, branchId, rawLines] = parsed as unknown[];
  const sellingType = SELLING_TYPE_CODES.find((known) => known === type);
  if (!sellingType || !isId(branchId) || !Array.isArray(rawLines)) return { ok: false, problem: 'damaged' };
  if (rawLines.length === 0) return { ok: false, problem: 'damaged' };
  if (rawLines.length > HANDOFF_MAX_LINES) return { ok: false, problem: 'too-large' };
  const lines: HandoffLine[] = [];
  for (const rawLine of rawLines as unknown[]) {
    const line = lineFromJson(rawLine);
    if (!line) return { ok: false, problem: 'damaged' };
    lines.push(line);
  }
  return { ok: true, cart: { sellingType, branchId, lines } };
}

/**
 * Packs a cart's lines for a phone. Only item, price option, extras, quantity and note travel;
 * the result is checked by the decoder, so a cart the phone would refuse is never shown as a code.
 */
export function encodeCartHandoff(
  sellingType: OrderSellingType,
  branchId: number,
  lines: readonly HandoffSourceLine[],
): HandoffEncoding {
  if (lines.length === 0) return { ok: false, problem: 'empty' };
  if (lines.length > HANDOFF_MAX_LINES) return { ok: false, problem: 'too-large' };
  const packed = lines.map((line) => {
    const extras = line.modifiers.map((modifier) => [modifier.id, modifier.quantity]);
    const note = line.comment?.trim();
    const base = [line.item_id, line.price_label_id, line.quantity, extras];
    return note ? [...base, note] : base;
  });
  const json = JSON.stringify([sellingType, branchId, packed]);
  const code = `${HANDOFF_VERSION}.${toBase64Url(new TextEncoder().encode(json))}`;
  if (code.length > HANDOFF_MAX_CODE_LENGTH) return { ok: false, problem: 'too-large' };
  return decodeCartHandoff(code).ok ? { ok: true, code } : { ok: false, problem: 'not-encodable' };
}

/** The fragment of the phone link that carries the code (`#c=…`). */
export const HANDOFF_FRAGMENT_KEY = 'c';

/** The code from a link's fragment (with or without its leading `#`), or null. */
export function handoffCodeFromFragment(fragment: string): string | null {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const prefix = `${HANDOFF_FRAGMENT_KEY}=`;
  return text.startsWith(prefix) ? text.slice(prefix.length) : null;
}

/** The phone link: the business's hand-off page with the code in the fragment, never the query. */
export function handoffUrl(origin: string, referenceId: string, code: string): string {
  return `${origin}/${encodeURIComponent(referenceId)}/handoff#${HANDOFF_FRAGMENT_KEY}=${code}`;
}
