/**
 * The mock backend's notion of "now". Shifts and order statuses are derived from it, so tests pin it
 * (frozen) and e2e runs can jump it forward while it keeps ticking (offset from the real clock).
 */
export interface MockClockState {
  /** Offset added to the real clock, in ms (0 = real time). */
  offsetMs: number;
  /** When set, time stands still at this epoch ms. */
  frozenAtMs: number | null;
}

export interface MockClock {
  nowMs(): number;
  now(): Date;
  /** Moves "now" to the given instant; frozen keeps it there, otherwise time ticks on from it. */
  set(instant: Date | number | string, options?: { frozen?: boolean }): void;
  advance(ms: number): void;
  /** True once a test or the control endpoint has moved or frozen time. */
  isAdjusted(): boolean;
  /** Back to the real clock. */
  reset(): void;
  snapshot(): MockClockState;
  restore(state: MockClockState): void;
}

export function createMockClock(realNow: () => number = () => Date.now()): MockClock {
  let state: MockClockState = { offsetMs: 0, frozenAtMs: null };
  const nowMs = (): number => state.frozenAtMs ?? realNow() + state.offsetMs;
  return {
    nowMs,
    now: () => new Date(nowMs()),
    set(instant, options = {}) {
      const target = new Date(instant).getTime();
      if (Number.isNaN(target)) throw new Error(`Invalid clock instant: ${String(instant)}`);
      state = options.frozen
        ? { offsetMs: 0, frozenAtMs: target }
        : { offsetMs: target - realNow(), frozenAtMs: null };
    },
    advance(ms) {
      state =
        state.frozenAtMs === null
          ? { ...state, offsetMs: state.offsetMs + ms }
          : { ...state, frozenAtMs: state.frozenAtMs + ms };
    },
    isAdjusted: () => state.offsetMs !== 0 || state.frozenAtMs !== null,
    reset() {
      state = { offsetMs: 0, frozenAtMs: null };
    },
    snapshot: () => ({ ...state }),
    restore(saved) {
      state = { offsetMs: saved.offsetMs, frozenAtMs: saved.frozenAtMs };
    },
  };
}
