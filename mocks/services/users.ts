/**
 * Customers, sessions and one-time codes of a scenario. Codes are random 4-digit numbers,
 * announced on the console and returned as debug_code (mock only) so demos and tests can log in.
 */
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredOtp, StoredUser } from '../db/state.ts';

/** Spec §9: the resend timer. */
export const OTP_RESEND_SECONDS = 30;
export const OTP_VALID_SECONDS = 300;
/** Wrong codes allowed before the code is void and a new one must be asked for. */
export const OTP_MAX_ATTEMPTS = 5;

export function walletBalance(user: StoredUser): number {
  return user.wallet_lots.reduce((sum, lot) => sum + lot.amount, 0);
}

export function toApiUser(seed: ScenarioSeed, user: StoredUser): Schemas['User'] {
  return {
    id: user.id,
    business_id: user.business_id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    locations: user.locations,
    wallet: seed.business.enable_wallet
      ? { balance: walletBalance(user), onHoldBalance: user.on_hold }
      : null,
  };
}

export function normalisePhone(phone: string): string {
  return phone.replace(/[\s()-]/g, '');
}

export function isPlausiblePhone(phone: unknown): phone is string {
  return typeof phone === 'string' && /^\+?\d{7,15}$/.test(normalisePhone(phone));
}

export function userByPhone(backend: MockBackend, seed: ScenarioSeed, phone: string): StoredUser | null {
  const wanted = normalisePhone(phone);
  return backend.db.scenario(seed.name).users.find((u) => normalisePhone(u.phone) === wanted) ?? null;
}

export function createUser(
  backend: MockBackend,
  seed: ScenarioSeed,
  phone: string,
  name: string | null,
  email: string | null = null,
): StoredUser {
  const user: StoredUser = {
    id: backend.db.nextId(seed.name),
    business_id: seed.business.user_id,
    name: name?.trim() ?? '',
    phone: normalisePhone(phone),
    email,
    locations: [],
    verified_phones: [normalisePhone(phone)],
    wallet_lots: [],
    on_hold: 0,
    credit_history: [],
  };
  backend.db.scenario(seed.name).users.push(user);
  return user;
}

export function issueToken(backend: MockBackend, seed: ScenarioSeed, user: StoredUser): string {
  const random = Math.random().toString(36).slice(2, 12);
  const token = `mock.${seed.name}.${user.id}.${random}`;
  backend.db.scenario(seed.name).sessions.push({ token, user_id: user.id });
  return token;
}

export type OtpSendResult =
  { ok: true; reply: Schemas['OtpSentResponse'] } | { ok: false; waitSeconds: number };

export function sendOtp(
  backend: MockBackend,
  seed: ScenarioSeed,
  phone: string,
  name: string | null,
): OtpSendResult {
  const state = backend.db.scenario(seed.name);
  const wanted = normalisePhone(phone);
  const now = backend.clock.nowMs();
  const previous = state.otps.find((otp) => otp.phone === wanted);
  if (previous) {
    const elapsed = (now - previous.sent_at_ms) / 1000;
    if (elapsed < OTP_RESEND_SECONDS)
      return { ok: false, waitSeconds: Math.ceil(OTP_RESEND_SECONDS - elapsed) };
  }
  const code = String(1000 + Math.floor(Math.random() * 9000));
  const otp: StoredOtp = {
    phone: wanted,
    business_id: seed.business.user_id,
    code,
    sent_at_ms: now,
    name: name ?? previous?.name ?? null,
  };
  state.otps = [...state.otps.filter((o) => o.phone !== wanted), otp];
  backend.db.commit();
  backend.announce(`[mock] WhatsApp code for ${wanted} at ${seed.name}: ${code}`);
  return {
    ok: true,
    reply: { sent: true, resend_after: OTP_RESEND_SECONDS, expires_in: OTP_VALID_SECONDS, debug_code: code },
  };
}

export type OtpCheck =
  | { ok: true; otp: StoredOtp }
  | { ok: false; problem: 'otp_wrong' | 'otp_expired' | 'otp_too_many_attempts' };

/** Checks and uses up a code: right and fresh, or why not (a wrong try counts against the code). */
export function consumeOtp(backend: MockBackend, seed: ScenarioSeed, phone: string, code: string): OtpCheck {
  const state = backend.db.scenario(seed.name);
  const wanted = normalisePhone(phone);
  const otp = state.otps.find((o) => o.phone === wanted);
  if (!otp) return { ok: false, problem: 'otp_expired' };
  if ((otp.attempts ?? 0) >= OTP_MAX_ATTEMPTS) return { ok: false, problem: 'otp_too_many_attempts' };
  if (backend.clock.nowMs() - otp.sent_at_ms > OTP_VALID_SECONDS * 1000)
    return { ok: false, problem: 'otp_expired' };
  if (otp.code !== code) {
    otp.attempts = (otp.attempts ?? 0) + 1;
    backend.db.commit();
    return {
      ok: false,
      problem: otp.attempts >= OTP_MAX_ATTEMPTS ? 'otp_too_many_attempts' : 'otp_wrong',
    };
  }
  state.otps = state.otps.filter((o) => o !== otp);
  return { ok: true, otp };
}
