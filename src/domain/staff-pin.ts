/**
 * The staff PIN is kept only as a salted hash: PBKDF2-SHA-256 through WebCrypto, a random salt
 * per PIN, so a stolen storage dump gives neither the PIN nor a table to look it up in. Stored as
 * `pbkdf2$<iterations>$<salt hex>$<hash hex>` (also the format of VITE_DEVICE_PIN_HASH).
 */

const ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

interface ParsedPinHash {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

function parsePinHash(stored: string): ParsedPinHash | null {
  const [scheme, iterationsText, saltHex, hashHex, ...rest] = stored.split('$');
  if (scheme !== 'pbkdf2' || rest.length > 0) return null;
  const iterations = Number(iterationsText);
  const salt = fromHex(saltHex ?? '');
  const hash = fromHex(hashHex ?? '');
  if (!Number.isInteger(iterations) || iterations < 1 || !salt || !hash) return null;
  return { iterations, salt, hash };
}

export function isPinHash(value: unknown): value is string {
  return typeof value === 'string' && parsePinHash(value) !== null;
}

/** A new salted hash of `pin`; `salt` only for tests that need a known result. */
export async function hashPin(pin: string, salt?: Uint8Array): Promise<string> {
  const useSalt = salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(pin, useSalt, ITERATIONS);
  return `pbkdf2$${ITERATIONS}$${toHex(useSalt)}$${toHex(hash)}`;
}

/** Whether `pin` is the PIN behind `stored`; false for a damaged hash. Compares in constant time. */
export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const parsed = parsePinHash(stored);
  if (!parsed) return false;
  const candidate = await derive(pin, parsed.salt, parsed.iterations);
  if (candidate.length !== parsed.hash.length) return false;
  let difference = 0;
  for (let i = 0; i < candidate.length; i += 1) difference |= candidate[i]! ^ parsed.hash[i]!;
  return difference === 0;
}
