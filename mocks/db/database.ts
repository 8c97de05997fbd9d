/**
 * The fake database: the scenarios' immutable seeds plus the mutable per-scenario state. Handlers
 * read and write through it; `onChange` lets a host persist the state (localStorage, a file).
 */
import type { Category, MenuItem } from '../../src/domain/model.ts';
import { flattenMenu } from './menu-builder.ts';
import type { BranchRecord, ScenarioName, ScenarioSeed } from './records.ts';
import { SCENARIO_NAMES, isScenarioName } from './records.ts';
import { scenarioBase } from './ids.ts';
import { scenarioIndex, scenarioNameOfId, scenarioSeed } from './scenario-registry.ts';
import { emptyScenarioState, storedUserFromSeed, type MockState, type ScenarioState } from './state.ts';

export interface ItemLookup {
  item: MenuItem;
  grandCategoryId: number;
}

/** A random 12-digit id not in `taken`. */
function randomIdBesides(taken: ReadonlySet<number>): number {
  for (;;) {
    const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
    const id = 100_000_000_000 + ((high % 900_000) * 1_000_000 + (low % 1_000_000));
    if (!taken.has(id)) return id;
  }
}

export class MockDatabase {
  private state: MockState;
  private readonly itemIndex = new Map<ScenarioName, Map<number, ItemLookup>>();

  constructor(
    initial: MockState = {},
    private readonly onChange: (state: MockState) => void = () => {},
  ) {
    this.state = structuredClone(initial);
  }

  seed(name: ScenarioName): ScenarioSeed {
    return scenarioSeed(name);
  }

  /** The scenario a reference id names, or null for an unknown business. */
  seedByReference(referenceId: string): ScenarioSeed | null {
    return isScenarioName(referenceId) ? this.seed(referenceId) : null;
  }

  /** The scenario owning any id it handed out (business, branch, item, user …; orders: seedForOrderId). */
  seedForId(id: number): ScenarioSeed | null {
    const name = Number.isInteger(id) ? scenarioNameOfId(id) : null;
    return name ? this.seed(name) : null;
  }

  /** Order ids are random and name no scenario (see newOrderId): the scenario in use holding it. */
  seedForOrderId(orderId: number): ScenarioSeed | null {
    return this.scenarioHolding((state) => state.orders.some((stored) => stored.order.id === orderId));
  }

  /** A terminal payment's scenario: the one holding it (issue 31). */
  seedForTerminalPayment(paymentId: string): ScenarioSeed | null {
    return this.scenarioHolding((state) =>
      (state.terminal_payments ?? []).some((stored) => stored.payment.id === paymentId),
    );
  }

  /** A table bill's scenario: the one holding it (issue 31). */
  seedForTableBill(billId: string): ScenarioSeed | null {
    return this.scenarioHolding((state) => (state.table_bills ?? []).some((bill) => bill.id === billId));
  }

  /** Reservation ids are random too (see newReservationId). */
  seedForReservationId(reservationId: number): ScenarioSeed | null {
    return this.scenarioHolding((state) =>
      state.reservations.some((stored) => stored.reservation.id === reservationId),
    );
  }

  private scenarioHolding(holds: (state: ScenarioState) => boolean): ScenarioSeed | null {
    for (const [name, state] of Object.entries(this.state) as [ScenarioName, ScenarioState | undefined][]) {
      if (state && holds(state)) return this.seed(name);
    }
    return null;
  }

  /** The business whose owner id (Business.user_id, the API's businessId) is given. */
  businessById(businessId: number): ScenarioSeed | null {
    const seed = this.seedForId(businessId);
    return seed && seed.business.user_id === businessId ? seed : null;
  }

  branch(branchId: number): { seed: ScenarioSeed; branch: BranchRecord } | null {
    const seed = this.seedForId(branchId);
    const branch = seed?.branches.find((b) => b.id === branchId);
    return seed && branch ? { seed, branch } : null;
  }

  item(seed: ScenarioSeed, itemId: number): ItemLookup | null {
    let index = this.itemIndex.get(seed.name);
    if (!index) {
      index = new Map(flattenMenu(seed.categories).map((entry) => [entry.item.id, entry]));
      this.itemIndex.set(seed.name, index);
    }
    return index.get(itemId) ?? null;
  }

  categories(seed: ScenarioSeed): Category[] {
    return seed.categories;
  }

  /** The mutable state of a scenario, created on first use. */
  scenario(name: ScenarioName): ScenarioState {
    let state = this.state[name];
    if (!state) {
      state = emptyScenarioState(scenarioBase(scenarioIndex(name)));
      state.users = this.seed(name).users.map((user) => storedUserFromSeed(this.seed(name), user));
      this.state[name] = state;
    }
    return state;
  }

  nextId(name: ScenarioName): number {
    const state = this.scenario(name);
    return state.next_id++;
  }

  /**
   * An order's id is shown in links anyone may open (a kiosk hands it to a phone), so it must not
   * lead to the neighbouring orders: a random 12-digit number instead of the next in line.
   */
  newOrderId(name: ScenarioName): number {
    return randomIdBesides(new Set(this.scenario(name).orders.map((stored) => stored.order.id)));
  }

  /** A reservation's id reaches a customer's name and phone for its owner: random, as an order's. */
  newReservationId(name: ScenarioName): number {
    return randomIdBesides(new Set(this.scenario(name).reservations.map((stored) => stored.reservation.id)));
  }

  /** Call after every change, so hosts that persist can save. */
  commit(): void {
    this.onChange(this.state);
  }

  reset(name?: ScenarioName): void {
    if (name) delete this.state[name];
    else this.state = {};
    this.commit();
  }

  snapshot(): MockState {
    return structuredClone(this.state);
  }

  summary(): Record<
    string,
    {
      orders: number;
      reservations: number;
      users: number;
      walletPurchases: number;
      terminalPayments: number;
      /** Orders paid by more than one approved terminal payment (charged twice): must stay 0. */
      ordersPaidTwice: number;
      /** Terminal payments approved (each one a card charged). */
      approvedTerminalPayments: number;
      /** Table bills paid on the business's online payment page (each one a payment made). */
      billOnlinePayments: number;
      /** Table bills charged more than once (approved terminal payments + the online payment): must stay 0. */
      billsPaidTwice: number;
    }
  > {
    return Object.fromEntries(
      SCENARIO_NAMES.filter((name) => this.state[name]).map((name) => {
        const s = this.state[name]!;
        // A package bought is a credit that names its package.
        const walletPurchases = s.users.reduce(
          (count, user) => count + user.credit_history.filter((entry) => entry.package_id != null).length,
          0,
        );
        return [
          name,
          {
            orders: s.orders.length,
            reservations: s.reservations.length,
            users: s.users.length,
            walletPurchases,
            terminalPayments: (s.terminal_payments ?? []).length,
            ordersPaidTwice: ordersPaidTwice(s),
            approvedTerminalPayments: (s.terminal_payments ?? []).filter(
              (p) => p.payment.status === 'approved',
            ).length,
            billOnlinePayments: (s.table_bills ?? []).filter((b) => b.paid_by === 'online').length,
            billsPaidTwice: billsPaidTwice(s),
          },
        ];
      }),
    );
  }
}

/**
 * Table bills charged more than once: every approved terminal payment of a bill is a card charged,
 * and so is the bill's online payment (a card approved on a paid bill would count here too).
 */
function billsPaidTwice(state: ScenarioState): number {
  return (state.table_bills ?? []).filter((bill) => {
    const onTerminal = (state.terminal_payments ?? []).filter(
      (p) => p.payment.bill_id === bill.id && p.payment.status === 'approved',
    ).length;
    return onTerminal + (bill.paid_by === 'online' ? 1 : 0) > 1;
  }).length;
}

/** Orders with more than one approved terminal payment: each such order charged its customer twice. */
function ordersPaidTwice(state: ScenarioState): number {
  const approved = new Map<number, number>();
  for (const { payment } of state.terminal_payments ?? [])
    // A bill's payments are counted per bill (billsPaidTwice), not by its first order.
    if (payment.status === 'approved' && !payment.bill_id)
      approved.set(payment.order_id, (approved.get(payment.order_id) ?? 0) + 1);
  return [...approved.values()].filter((count) => count > 1).length;
}
