import { createIdempotencyKey } from '../api/idempotency.ts';
import { isRecord } from './persistence.ts';
import { failureOutcome } from '../api/failure-outcome.ts';
import type { KeyValueStorage } from './deps.ts';

/** The part of an attempt that must outlive a reload: its key and the exact body it sent. */
export interface SavedAttempt<B> {
  key: string;
  body: B;
}

/** Where an attempt keeps its key and body between page loads. */
export interface AttemptStorage<B> {
  load(): SavedAttempt<B> | null;
  save(attempt: SavedAttempt<B> | null): void;
}

/** A stored `{ key, body }`, or null for anything else (an older build's entry without its body too). */
export function savedAttemptFrom<B>(value: unknown): SavedAttempt<B> | null {
  if (!isRecord(value)) return null;
  const { key, body } = value;
  // An entry without its body (written by an older build) cannot be sent again as it was.
  return typeof key === 'string' && isRecord(body) ? { key, body: body as B } : null;
}

/** The JSON under `name`, or null when it is missing, unreadable or not JSON. */
export function readStoredJson(storage: KeyValueStorage, name: string): unknown {
  try {
    return JSON.parse(storage.getItem(name) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * A storage for attempts that survives a full localStorage: a write that does not fit goes to
 * sessionStorage (a separate quota, kept across a reload of the tab), and a read looks in both.
 * Losing the attempt there would let a reload after a lost reply send a second order.
 */
export function spillingStorage(primary: KeyValueStorage, spill: KeyValueStorage): KeyValueStorage {
  const quietly = (act: () => void) => {
    try {
      act();
    } catch {
      // A storage that cannot even be read or cleared holds nothing to protect.
    }
  };
  const read = (storage: KeyValueStorage, key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  return {
    getItem: (key) => read(primary, key) ?? read(spill, key),
    setItem(key, value) {
      try {
        primary.setItem(key, value);
      } catch {
        spill.setItem(key, value);
        quietly(() => primary.removeItem(key));
        return;
      }
      quietly(() => spill.removeItem(key));
    },
    removeItem(key) {
      quietly(() => primary.removeItem(key));
      quietly(() => spill.removeItem(key));
    },
  };
}

/**
 * An AttemptStorage over the app's key-value storage. Unreadable or foreign data counts as no
 * attempt; a storage that throws (private mode, full quota) only loses the reload protection.
 */
export function storedAttempt<B>(storage: KeyValueStorage, name: string): AttemptStorage<B> {
  return {
    load: () => savedAttemptFrom<B>(readStoredJson(storage, name)),
    save(attempt) {
      try {
        if (attempt) storage.setItem(name, JSON.stringify(attempt));
        else storage.removeItem(name);
      } catch {
        // Without storage the attempt still protects double taps and retries in this page.
      }
    },
  };
}

/**
 * One Idempotency-Key per intent to order (or reserve, or buy), and the rule that no purchase is
 * made twice:
 * - A second submit while the first is in flight gets the first one's promise.
 * - When a send fails in a way that may have reached the server (no reply, a timeout, a 5xx),
 *   the outcome is unknown and the attempt stays open: every later run sends the *same body with
 *   the same key* until the server answers, whatever the caller has changed since. The server
 *   then either replays the order it placed or refuses it; only then may a changed body go out.
 * - A refusal (a 4xx the server meant) ends the attempt: the next run is a new one, with a new key.
 * - A success ends the attempt too.
 * - With an AttemptStorage the open attempt survives a reload.
 */
export class IdempotentAttempt<B, T> {
  private open: SavedAttempt<B> | null = null;
  private inFlight: Promise<T> | null = null;
  private restored = false;

  constructor(
    private readonly newKey: () => string = createIdempotencyKey,
    private readonly storage: AttemptStorage<B> | null = null,
  ) {}

  get isInFlight(): boolean {
    return this.inFlight !== null;
  }

  /** The body the open attempt sends (in flight, or unresolved); null between attempts. */
  get openBody(): B | null {
    this.restore();
    return this.open?.body ?? null;
  }

  /** The body of an earlier send whose outcome is not known yet; null when there is none. */
  get unresolvedBody(): B | null {
    return this.inFlight === null ? this.openBody : null;
  }

  get isUnresolved(): boolean {
    return this.unresolvedBody !== null;
  }

  /** The key the current attempt uses, null between attempts. */
  get currentKey(): string | null {
    this.restore();
    return this.open?.key ?? null;
  }

  /**
   * Sends `body` as a new attempt, or, while an earlier attempt is unresolved, sends that earlier
   * body again with its key (the caller learns which from `unresolvedBody` before calling).
   */
  run(body: B, send: (key: string, body: B) => Promise<T>): Promise<T> {
    if (this.inFlight) return this.inFlight;
    this.restore();
    if (this.open === null) {
      this.open = { key: this.newKey(), body };
      this.storage?.save(this.open);
    }
    const { key, body: sending } = this.open;
    const promise = send(key, sending).then(
      (result) => {
        this.forget();
        return result;
      },
      (error: unknown) => {
        this.inFlight = null;
        if (failureOutcome(error) === 'refused') this.forget();
        throw error;
      },
    );
    this.inFlight = promise;
    return promise;
  }

  /** Ends the attempt: the next run gets a fresh key. */
  forget(): void {
    this.restored = true;
    this.open = null;
    this.inFlight = null;
    this.storage?.save(null);
  }

  /** Takes over the attempt an earlier page load left open, once. */
  private restore(): void {
    if (this.restored) return;
    this.restored = true;
    const saved = this.storage?.load();
    if (saved && this.open === null) this.open = saved;
  }
}
