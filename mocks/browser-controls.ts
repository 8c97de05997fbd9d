/**
 * The controls tests and demos use in the browser host, on window.__mock: the same operations as
 * the /__mock/ endpoints, callable from Playwright's page.evaluate without a round trip.
 */
import type { MockBackend } from './backend.ts';
import type { ScenarioName } from './db/records.ts';
import { mockState, resetBackend } from './handlers/control.ts';
import type { FaultRule } from './faults.ts';
import type { TerminalScenario } from './db/state.ts';
import { paymentsOf, resolveByHand, settleDue, terminalOf } from './services/terminal-payments.ts';

export interface MockControls {
  reset(scenario?: ScenarioName): void;
  faults: { add(rule: FaultRule): number; clear(): void; list(): FaultRule[] };
  clock: {
    set(now: string | number, options?: { frozen?: boolean }): void;
    advance(ms: number): void;
    reset(): void;
  };
  state(): ReturnType<typeof mockState>;
  /** The newest one-time code sent to a phone in a scenario (what WhatsApp would have shown). */
  lastOtp(scenario: ScenarioName, phone: string): string | null;
  /** The mock payment terminal of a scenario (issue 31): its next outcome, and a decision by hand. */
  terminal?: {
    scenario(scenario: ScenarioName): TerminalScenario;
    setScenario(scenario: ScenarioName, next: TerminalScenario): void;
    /** The newest payment still waiting for a card, or null. */
    waiting(scenario: ScenarioName): string | null;
    resolve(paymentId: string, outcome: 'approved' | 'declined'): boolean;
  };
}

export function browserControls(backend: MockBackend, onClockChange: () => void): MockControls {
  return {
    reset(scenario) {
      resetBackend(backend, scenario ?? null);
      onClockChange();
    },
    faults: {
      add: (rule) => backend.faults.add(rule),
      clear: () => backend.faults.clear(),
      list: () => backend.faults.list(),
    },
    clock: {
      set(now, options) {
        backend.clock.set(now, options);
        onClockChange();
      },
      advance(ms) {
        backend.clock.advance(ms);
        onClockChange();
      },
      reset() {
        backend.clock.reset();
        onClockChange();
      },
    },
    state: () => mockState(backend),
    terminal: {
      scenario: (scenario) => terminalOf(backend.db.scenario(scenario)).scenario,
      setScenario(scenario, next) {
        terminalOf(backend.db.scenario(scenario)).scenario = next;
        backend.db.commit();
      },
      waiting(scenario) {
        const state = backend.db.scenario(scenario);
        settleDue(backend, state, backend.db.seed(scenario));
        const pending = paymentsOf(state).filter((p) => p.payment.status === 'pending');
        return pending.at(-1)?.payment.id ?? null;
      },
      resolve: (paymentId, outcome) => resolveByHand(backend, paymentId, outcome).status === 200,
    },
    lastOtp(scenario, phone) {
      const wanted = phone.replace(/[\s()-]/g, '');
      return backend.db.scenario(scenario).otps.find((otp) => otp.phone === wanted)?.code ?? null;
    },
  };
}
