/**
 * One running mock backend: the database, the clock, the fault switches and the knobs the hosts
 * set. Every host (service worker, Vitest, HTTP server) builds one and hands it to the handlers.
 */
import { createMockClock, type MockClock } from './db/clock.ts';
import { MockDatabase } from './db/database.ts';
import type { MockState } from './db/state.ts';
import { FaultRegistry } from './faults.ts';

export interface MockBackendOptions {
  state?: MockState;
  onChange?: (state: MockState) => void;
  clock?: MockClock;
  /** How long an order or reservation POST takes, so a retry can meet it in flight (409). */
  processingMs?: number;
  /** Where one-time codes are announced (console.info by default). */
  announce?: (message: string) => void;
}

export interface MockBackend {
  db: MockDatabase;
  clock: MockClock;
  faults: FaultRegistry;
  processingMs: number;
  announce: (message: string) => void;
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  return {
    db: new MockDatabase(options.state ?? {}, options.onChange),
    clock: options.clock ?? createMockClock(),
    faults: new FaultRegistry(),
    processingMs: options.processingMs ?? 0,
    announce: options.announce ?? ((message) => console.info(message)),
  };
}
