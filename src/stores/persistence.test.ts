import { makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../tests/support/test-root-store.ts';
import {
  arrayOf,
  isNumber,
  isString,
  nullable,
  objectWith,
  persistStore,
  pickValid,
  stopPersistingStore,
  versionedStorage,
  type PersistSpec,
  type PersistenceProblem,
} from './persistence.ts';

/** A small store: version 2 keeps `count` as a number; version 1 kept it as text. */
class Counter {
  count = 0;
  label = '';
  constructor() {
    makeAutoObservable(this);
  }
  increment() {
    this.count += 1;
  }
}

const COUNTER_SPEC: PersistSpec<Counter, 'count' | 'label'> = {
  name: 'counter',
  version: 2,
  properties: ['count', 'label'],
  restore(data, storedVersion) {
    if (data.count === 'broken') return null;
    const upgraded =
      storedVersion < 2 && typeof data.count === 'string' ? { ...data, count: Number(data.count) } : data;
    return pickValid(upgraded, { count: isNumber, label: isString }) as Partial<Counter>;
  },
};

function setup() {
  const storage = new MemoryStorage();
  const problems: PersistenceProblem['kind'][] = [];
  const controller = versionedStorage(storage, COUNTER_SPEC, (problem) => problems.push(problem.kind));
  return { storage, problems, controller };
}

describe('versionedStorage', () => {
  it('writes the data inside a versioned envelope and reads it back', () => {
    const { storage, controller } = setup();
    controller.setItem('counter', { count: 3, label: 'a' });
    expect(storage.json('counter')).toEqual({ version: 2, data: { count: 3, label: 'a' } });
    expect(JSON.parse(controller.getItem('counter') as string)).toEqual({ count: 3, label: 'a' });
  });

  it.each([
    [
      'an older version, migrated',
      { version: 1, data: { count: '7', label: 'old' } },
      { count: 7, label: 'old' },
    ],
    ['unversioned data (version 0)', { count: 4, label: 'plain' }, { count: 4, label: 'plain' }],
    [
      'a field of the wrong shape, dropped alone',
      { version: 2, data: { count: 'x', label: 'kept' } },
      { label: 'kept' },
    ],
  ])('restores %s', (_case, stored, expected) => {
    const { storage, controller } = setup();
    storage.setItem('counter', JSON.stringify(stored));
    expect(JSON.parse(controller.getItem('counter') as string)).toEqual(expected);
  });

  it.each([
    ['bad JSON', '{"version":2,"data":', 'corrupt', false],
    ['JSON that is not an object', '[1,2]', 'corrupt', false],
    [
      'data restore refuses',
      JSON.stringify({ version: 1, data: { count: 'broken' } }),
      'unrestorable',
      false,
    ],
    ['data from a newer version', JSON.stringify({ version: 9, data: { count: 1 } }), 'newer-version', true],
  ])('skips %s without throwing', async (_case, text, problem, kept) => {
    const { storage, problems, controller } = setup();
    storage.setItem('counter', text);
    storage.setItem('other', 'untouched');
    expect(await controller.getItem('counter')).toBeNull();
    expect(problems).toEqual([problem]);
    expect(storage.entries.has('counter')).toBe(kept);
    expect(storage.getItem('other')).toBe('untouched');
  });

  it('reads nothing when the storage itself throws', () => {
    const { storage, problems, controller } = setup();
    storage.failures.read = true;
    expect(controller.getItem('counter')).toBeNull();
    expect(problems).toEqual(['read-failed']);
  });

  it('keeps the previous value when a write fails (full quota)', () => {
    const { storage, problems, controller } = setup();
    controller.setItem('counter', { count: 1, label: '' });
    storage.failures.write = true;
    expect(() => controller.setItem('counter', { count: 2, label: '' })).not.toThrow();
    expect(problems).toEqual(['write-failed']);
    expect(storage.json('counter')).toEqual({ version: 2, data: { count: 1, label: '' } });
  });
});

describe('persistStore', () => {
  const quiet = () => {};

  it('restores fields, then saves every change until stopped', async () => {
    const storage = new MemoryStorage();
    storage.setItem('counter', JSON.stringify({ version: 1, data: { count: '5', label: 'kept' } }));
    const counter = new Counter();
    await persistStore(counter, COUNTER_SPEC, storage, quiet);
    expect(counter.count).toBe(5);
    expect(counter.label).toBe('kept');

    counter.increment();
    await Promise.resolve();
    expect(storage.json('counter')).toEqual({ version: 2, data: { count: 6, label: 'kept' } });

    stopPersistingStore(counter);
    counter.increment();
    await Promise.resolve();
    expect(storage.json('counter')).toEqual({ version: 2, data: { count: 6, label: 'kept' } });
  });

  it('starts with defaults on unreadable storage and keeps working when writes fail', async () => {
    const storage = new MemoryStorage();
    storage.failures = { read: true, write: true };
    const counter = new Counter();
    await expect(persistStore(counter, COUNTER_SPEC, storage, quiet)).resolves.toBeUndefined();
    counter.increment();
    await Promise.resolve();
    expect(counter.count).toBe(1);
    expect(storage.entries.size).toBe(0);
    stopPersistingStore(counter);
  });
});

describe('field checks', () => {
  const isLine = objectWith({ id: isNumber, note: nullable(isString) });
  it.each([
    [isNumber, 3, true],
    [isNumber, Number.NaN, false],
    [isNumber, '3', false],
    [nullable(isString), null, true],
    [nullable(isString), undefined, false],
    [arrayOf(isNumber), [1, 2], true],
    [arrayOf(isNumber), [1, '2'], false],
    [isLine, { id: 1, note: null, extra: true }, true],
    [isLine, { id: 1 }, false],
    [isLine, [1], false],
  ])('check %#', (check, value, expected) => {
    expect(check(value)).toBe(expected);
  });

  it('picks only the fields that pass', () => {
    expect(pickValid({ a: 1, b: 'x', c: 2 }, { a: isNumber, b: isNumber, d: isString })).toEqual({ a: 1 });
  });
});
