import { observable, runInAction } from 'mobx';
import type { KeyValueStorage } from './deps.ts';
import {
  IdempotentAttempt,
  readStoredJson,
  savedAttemptFrom,
  type AttemptStorage,
  type SavedAttempt,
} from './idempotent-attempt.ts';
import { isRecord } from './persistence.ts';

/**
 * One business's slot in a map of attempts stored under one key (`{ "<business id>": { key, body } }`).
 * An entry of an older build (a bare `{ key, body }`) is taken over by the first business that
 * reads it: after an update the customer is back where they ordered, and at worst the server
 * replays that order, which never makes a second one.
 */
function storedAttemptOf<B>(storage: KeyValueStorage, name: string, scope: string): AttemptStorage<B> {
  const readAll = (): Record<string, unknown> => {
    const stored = readStoredJson(storage, name);
    return isRecord(stored) && savedAttemptFrom(stored) === null ? stored : {};
  };
  const save = (attempt: SavedAttempt<B> | null) => {
    const { [scope]: _replaced, ...others } = readAll();
    const next = attempt ? { ...others, [scope]: attempt } : others;
    try {
      if (Object.keys(next).length > 0) storage.setItem(name, JSON.stringify(next));
      else storage.removeItem(name);
    } catch {
      // Without storage the attempt still protects double taps and retries in this page.
    }
  };
  return {
    load() {
      const stored = readStoredJson(storage, name);
      const older = savedAttemptFrom<B>(stored);
      if (older) save(older);
      return older ?? (isRecord(stored) ? savedAttemptFrom<B>(stored[scope]) : null);
    },
    save,
  };
}

/**
 * The open attempts of one kind (orders, reservations), one per business. An order whose outcome
 * is unknown stays open while the customer visits another business and is resent when they come
 * back, and it never follows them into the other business's checkout. Only the end of the
 * customer's session forgets them.
 */
export class BusinessAttempts<B, T> {
  private readonly attempts = new Map<string, IdempotentAttempt<B, T>>();
  /** Per business, whether its last send got no answer; a business not in it asks its attempt. */
  private readonly unknown = observable.map<string, boolean>();

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly name: string,
    private readonly businessId: () => number | null,
    private readonly newKey?: () => string,
  ) {}

  private get scope(): string {
    return String(this.businessId() ?? 'none');
  }

  /** The current business's attempt. */
  get current(): IdempotentAttempt<B, T> {
    return this.attemptOf(this.scope);
  }

  /**
   * An earlier send of the current business got no answer: until the server says, only that same
   * body may be sent again. Unchanged while a send is in flight (a check does not unlock anything).
   */
  get outcomeUnknown(): boolean {
    const scope = this.scope;
    return this.unknown.get(scope) ?? this.attemptOf(scope).isUnresolved;
  }

  /** Runs the current business's attempt (see IdempotentAttempt.run) and records its outcome. */
  async run(body: B, send: (key: string, body: B) => Promise<T>): Promise<T> {
    const scope = this.scope;
    const attempt = this.attemptOf(scope);
    try {
      return await attempt.run(body, send);
    } finally {
      runInAction(() => this.unknown.set(scope, attempt.isUnresolved));
    }
  }

  /** The end of the customer's session: every business's attempt, stored or not. */
  forgetAll(): void {
    for (const attempt of this.attempts.values()) attempt.forget();
    this.attempts.clear();
    runInAction(() => this.unknown.clear());
    try {
      this.storage.removeItem(this.name);
    } catch {
      // Nothing was stored, or storage is gone.
    }
  }

  private attemptOf(scope: string): IdempotentAttempt<B, T> {
    let attempt = this.attempts.get(scope);
    if (!attempt) {
      attempt = new IdempotentAttempt<B, T>(this.newKey, storedAttemptOf<B>(this.storage, this.name, scope));
      this.attempts.set(scope, attempt);
    }
    return attempt;
  }
}
