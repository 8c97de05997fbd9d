/**
 * What customers change, per scenario: users, sessions, one-time codes, orders, reservations,
 * wallet ledgers, payment transactions, idempotency records. It is plain JSON so the browser host
 * can keep it in localStorage across reloads; the immutable seed is rebuilt from the fixed seed.
 */
import type { Schemas } from '../api-types.ts';
import type { ScenarioName, ScenarioSeed, SeedUser } from './records.ts';

export interface StoredUser {
  id: number;
  business_id: number;
  name: string;
  phone: string;
  email: string | null;
  locations: Schemas['Location'][];
  verified_phones: string[];
  wallet_lots: Schemas['WalletBalanceEntry'][];
  on_hold: number;
  credit_history: Schemas['CreditHistoryEntry'][];
}

export interface StoredOtp {
  phone: string;
  business_id: number;
  code: string;
  sent_at_ms: number;
  /** A name given when registering, used when the code creates the user. */
  name: string | null;
  /** Wrong codes typed so far; at OTP_MAX_ATTEMPTS the code is void. Missing in older states. */
  attempts?: number;
}

/** An order as placed; status and history are derived from the clock when read. */
export interface StoredOrder {
  order: Omit<Schemas['Order'], 'status' | 'status_history' | 'branch' | 'transactions'>;
  user_id: number | null;
  cancelled_at_ms: number | null;
  /** Handed to the placing device only; shows the order's personal fields (X-Order-Secret). */
  access_secret?: string;
}

export interface StoredReservation {
  reservation: Omit<Schemas['Reservation'], 'status' | 'order'>;
  order_id: number | null;
  user_id: number | null;
  /** Handed to the reserving device only; shows the personal fields (X-Reservation-Secret). */
  access_secret?: string;
}

export interface IdempotencyRecord {
  key: string;
  operation: string;
  body_hash: string;
  state: 'in_flight' | 'done';
  status: number;
  body: unknown;
  at_ms: number;
}

/** A table tablet's call for the waiter or the bill; its status is derived from the clock. */
export interface StoredTableRequest {
  id: number;
  branch_id: number;
  table_id: number;
  kind: Schemas['TableRequestKind'];
  created_at_ms: number;
  /** When the party took the call back before the staff acknowledged it. */
  cancelled_at_ms?: number;
}

/** The mock payment terminal's next outcome for a scenario (set from tests or the dev panel). */
export type TerminalScenario =
  | 'approved'
  | 'declined_insufficient_funds'
  | 'declined_card_refused'
  | 'customer_cancelled'
  | 'timed_out'
  | 'offline'
  | 'reply_lost_after_approval'
  | 'manual';

export interface TerminalSettings {
  scenario: TerminalScenario;
  /** How long after the payment starts the customer taps the card (or the terminal gives up). */
  tap_delay_ms: number;
}

/** A card-present payment as the mock terminal holds it; it settles lazily from the clock. */
export interface StoredTerminalPayment {
  payment: Schemas['TerminalPayment'];
  /** The outcome this payment will have (fixed when it started). */
  scenario: TerminalScenario;
  settles_at_ms: number;
  /** reply_lost_after_approval: the first reply that would tell "approved" is lost, once. */
  lose_next_approved_reply: boolean;
}

export interface ScenarioState {
  next_id: number;
  users: StoredUser[];
  sessions: { token: string; user_id: number }[];
  otps: StoredOtp[];
  orders: StoredOrder[];
  reservations: StoredReservation[];
  transactions: Schemas['Transaction'][];
  ratings: Schemas['Rating'][];
  visits: number;
  banner_reach: Record<string, number>;
  idempotency: IdempotencyRecord[];
  /** Missing in states saved before table tablets could call (read through tableRequestsOf). */
  table_requests?: StoredTableRequest[];
  /** Missing in states saved before terminal payments (read through terminalOf / paymentsOf). */
  terminal?: TerminalSettings;
  terminal_payments?: StoredTerminalPayment[];
  /** Missing in states saved before table bills (read through billsOf). */
  table_bills?: Schemas['TableBill'][];
}

export type MockState = Partial<Record<ScenarioName, ScenarioState>>;

/** Runtime records get ids from the upper half of the scenario's block, after the seed's. */
export const RUNTIME_ID_OFFSET = 500_000;

export function emptyScenarioState(scenarioBaseId: number): ScenarioState {
  return {
    next_id: scenarioBaseId + RUNTIME_ID_OFFSET,
    users: [],
    sessions: [],
    otps: [],
    orders: [],
    reservations: [],
    transactions: [],
    ratings: [],
    visits: 0,
    banner_reach: {},
    idempotency: [],
    table_requests: [],
  };
}

/** When the seeded customers' opening wallet credit was given (fixed, so runs are identical). */
const SEED_CREDIT_AT = '2025-01-01T09:00:00.000Z';

export function storedUserFromSeed(seed: ScenarioSeed, user: SeedUser): StoredUser {
  const credit = user.wallet_balance;
  return {
    id: user.id,
    business_id: seed.business.user_id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    locations: [],
    verified_phones: [user.phone],
    wallet_lots:
      credit > 0 ? [{ amount: credit, expires_at: user.wallet_expires_at ?? null, source: 'welcome' }] : [],
    on_hold: 0,
    credit_history:
      credit > 0
        ? [
            {
              id: user.id * 10,
              type: 'credit',
              amount: credit,
              description: { en: 'Welcome credit', ar: 'رصيد ترحيبي' },
              order_id: null,
              balance_after: credit,
              created_at: SEED_CREDIT_AT,
            },
          ]
        : [],
  };
}
