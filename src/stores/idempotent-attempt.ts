import { createIdempotencyKey } from '../api/idempotency.ts';
import type { KeyValueStorage } from './deps.ts';

/** The part of an attempt that must outlive a reload: its key and what body it was made for. */
export interface SavedAttempt {
  key: string;
  fingerprint: string;
}

/** Where an attempt keeps its key between page loads. */
export interface AttemptStorage {
  load(): SavedAttempt | null;
  save(attempt: SavedAttempt | null): void;
}

/**
 * An AttemptStorage over the app's key-value storage. Unreadable or foreign data counts as no
 * attempt; a storage that throws (private mode, full quota) only loses the reload protection.
 */
export function storedAttempt(storage: KeyValueStorage, name: string): AttemptStorage {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(name) ?? 'null');
        if (typeof parsed !== 'object' || parsed === null) return null;
        const { key, fingerprint } = parsed as Record<string, unknown>;
        return typeof key === 'string' && typeof fingerprint === 'string' ? { key, fingerprint } : null;
      } catch {
        return null;
      }
    },
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
 * One Idempotency-Key per checkout (or reservation) attempt.
 * - A second submit while the first is in flight gets the first one's promise: nothing is sent
 *   twice.
 * - A retry of the same body after a failure (a lost reply, a timeout) sends the same key, so the
 *   server replays its first answer instead of placing a second order.
 * - With an AttemptStorage the key survives a reload: a customer who refreshes after a lost reply
 *   and submits the same cart again still gets the first order back.
 * - A different body is a new attempt with a new key (the server would refuse the old key).
 * - After a success the next submit is a new attempt.
 */
export class IdempotentAttempt<T> {
  private key: string | null = null;
  private fingerprint: string | null = null;
  private inFlight: Promise<T> | null = null;
  private restored = false;

  constructor(
    private readonly newKey: () => string = createIdempotencyKey,
    private readonly storage: AttemptStorage | null = null,
  ) {}

  get isInFlight(): boolean {
    return this.inFlight !== null;
  }

  /** The key the current attempt uses, null between attempts. */
  get currentKey(): string | null {
    this.restore();
    return this.key;
  }

  run(body: unknown, send: (key: string) => Promise<T>): Promise<T> {
    if (this.inFlight) return this.inFlight;
    this.restore();
    const fingerprint = JSON.stringify(body);
    if (this.key === null || this.fingerprint !== fingerprint) {
      this.key = this.newKey();
      this.fingerprint = fingerprint;
      this.storage?.save({ key: this.key, fingerprint });
    }
    const promise = send(this.key).then(
      (result) => {
        this.forget();
        return result;
      },
      (error: unknown) => {
        this.inFlight = null;
        throw error;
      },
    );
    this.inFlight = promise;
    return promise;
  }

  /** Ends the attempt: the next run gets a fresh key. */
  forget(): void {
    this.restored = true;
    this.key = null;
    this.fingerprint = null;
    this.inFlight = null;
    this.storage?.save(null);
  }

  /** Takes over the attempt an earlier page load left unfinished, once. */
  private restore(): void {
    if (this.restored) return;
    this.restored = true;
    const saved = this.storage?.load();
    if (saved && this.key === null) {
      this.key = saved.key;
      this.fingerprint = saved.fingerprint;
    }
  }
}
