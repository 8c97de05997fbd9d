/**
 * Local persistence of store fields with mobx-persist-store (the stack's library), made safe and
 * versioned by the storage controller and options we hand it.
 *
 * Each persisted store writes one storage key holding `{ "version": n, "data": {...} }`. On
 * start-up the stored data is read through the store's own `restore`, which upgrades older
 * versions and keeps only fields of the expected shape. Storage that cannot be read (bad JSON,
 * getItem throwing, private mode), data from a newer app version and writes that fail (a full
 * quota) are reported and skipped: they never crash the app, and a bad key never touches the
 * other stores' keys.
 */
import { makePersistable, startPersisting, stopPersisting } from 'mobx-persist-store';
import type { KeyValueStorage } from './deps.ts';

/**
 * One store's storage key as mobx-persist-store's storage controller sees it: reads restored fields
 * as JSON text, writes the fields' current data.
 */
export interface StorageController {
  /** Damaged JSON is salvaged by a module loaded on demand, so that read answers later. */
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: unknown): void;
  removeItem(key: string): void;
}

export type PersistenceProblem =
  | { kind: 'read-failed' | 'write-failed' | 'remove-failed'; key: string; error: unknown }
  | { kind: 'corrupt' | 'newer-version' | 'unrestorable'; key: string };

export type ProblemReporter = (problem: PersistenceProblem) => void;

/** The default reporter: a warning for developers; customers see nothing. */
export const warnAboutPersistence: ProblemReporter = (problem) => {
  console.warn(`Persisted state "${problem.key}" skipped: ${problem.kind}`);
};

export interface PersistSpec<T, P extends keyof T & string> {
  /** The storage key. */
  name: string;
  /** Bump when the shape of the persisted fields changes, and teach `restore` the old shape. */
  version: number;
  properties: readonly P[];
  /**
   * Turns stored data of `storedVersion` (0 for data written before versioning) into the current
   * fields. Leave out any field that does not have the expected shape; return null to drop it all.
   */
  restore(data: Record<string, unknown>, storedVersion: number): Partial<Pick<T, P>> | null;
}

interface Envelope {
  version: number;
  data: Record<string, unknown>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parsed stored data as an envelope; unversioned objects count as version 0. Null when unusable. */
function envelopeOf(parsed: unknown): Envelope | null {
  if (!isRecord(parsed)) return null;
  if (typeof parsed.version === 'number') {
    // An envelope whose data is gone holds nothing to restore.
    return isRecord(parsed.data) ? { version: parsed.version, data: parsed.data } : null;
  }
  return { version: 0, data: parsed };
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The storage controller mobx-persist-store talks to for one store. It never throws and never
 * rejects: the library awaits it inside a reaction, where a rejection would go unhandled.
 */
export function versionedStorage<T, P extends keyof T & string>(
  storage: KeyValueStorage,
  spec: PersistSpec<T, P>,
  report: ProblemReporter = warnAboutPersistence,
): StorageController {
  const remove = (key: string): void => {
    try {
      storage.removeItem(key);
    } catch (error) {
      report({ kind: 'remove-failed', key, error });
    }
  };
  const restoreFrom = (key: string, envelope: Envelope | null): string | null => {
    if (!envelope) {
      report({ kind: 'corrupt', key });
      remove(key);
      return null;
    }
    if (envelope.version > spec.version) {
      // Written by a newer build (the customer went back to an older tab): not ours to read.
      report({ kind: 'newer-version', key });
      return null;
    }
    let restored: Partial<Pick<T, P>> | null;
    try {
      restored = spec.restore(envelope.data, envelope.version);
    } catch {
      restored = null;
    }
    if (!restored) {
      report({ kind: 'unrestorable', key });
      remove(key);
      return null;
    }
    return JSON.stringify(restored);
  };
  return {
    getItem(key: string): string | null | Promise<string | null> {
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch (error) {
        report({ kind: 'read-failed', key, error });
        return null;
      }
      if (text == null) return null;
      const parsed = parsedOrUndefined(text);
      if (parsed !== undefined) return restoreFrom(key, envelopeOf(parsed));
      // Damaged JSON (a hand edit, a cut-off write): salvaged element by element, so the store's
      // restore keeps what is valid. Rare, so the salvager loads only then (offline, it may not load).
      return import('./salvage-json-on-demand.ts').then(
        ({ salvageJson }) => restoreFrom(key, envelopeOf(salvageJson(text))),
        (error: unknown) => {
          report({ kind: 'read-failed', key, error });
          return null;
        },
      );
    },
    setItem(key: string, value: unknown): void {
      try {
        const data: unknown = typeof value === 'string' ? JSON.parse(value) : value;
        storage.setItem(key, JSON.stringify({ version: spec.version, data }));
      } catch (error) {
        // A full quota keeps the previous value in storage; the app goes on with what it has.
        report({ kind: 'write-failed', key, error });
      }
    },
    removeItem(key: string): void {
      remove(key);
    },
  };
}

/**
 * Restores the store's fields from storage, then saves them on every change (mobx-persist-store's
 * `makePersistable`). Resolves once the fields are restored; never rejects. Undo with
 * `stopPersistingStore(target)`: a store built again (tests, hot reload) must stop the old one first.
 */
export async function persistStore<T extends object, P extends keyof T & string>(
  target: T,
  spec: PersistSpec<T, P>,
  storage: KeyValueStorage,
  report: ProblemReporter = warnAboutPersistence,
): Promise<void> {
  try {
    await makePersistable(target as T & Record<string, unknown>, {
      name: spec.name,
      properties: [...spec.properties],
      // The controller versions, checks and stringifies itself; the library's own `version` would
      // drop older data instead of upgrading it, so it is not used.
      storage: versionedStorage(storage, spec, report),
      stringify: false,
    });
  } catch (error) {
    report({ kind: 'read-failed', key: spec.name, error });
    // The restore failed halfway: the store goes on with its defaults and still saves its changes.
    startPersisting(target as T & Record<string, unknown>);
  }
}

export function stopPersistingStore(target: object): void {
  stopPersisting(target as Record<string, unknown>);
}

// ---------------------------------------------------------------- field checks for restore()

export type FieldCheck = (value: unknown) => boolean;

export const isString: FieldCheck = (value) => typeof value === 'string';
export const isNumber: FieldCheck = (value) => typeof value === 'number' && Number.isFinite(value);
export const isBoolean: FieldCheck = (value) => typeof value === 'boolean';
export const nullable =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === null || check(value);
export const arrayOf =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    Array.isArray(value) && value.every(check);
/** An object with at least these fields passing their checks. */
export const objectWith =
  (fields: Record<string, FieldCheck>): FieldCheck =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([name, check]) => check(value[name]));

/** The fields of `data` that pass their check; anything else is left out. */
export function pickValid<F extends string>(
  data: Record<string, unknown>,
  checks: Record<F, FieldCheck>,
): Partial<Record<F, unknown>> {
  const picked: Partial<Record<F, unknown>> = {};
  for (const name of Object.keys(checks) as F[]) {
    if (name in data && checks[name](data[name])) picked[name] = data[name];
  }
  return picked;
}
