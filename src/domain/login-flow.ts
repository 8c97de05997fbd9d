/**
 * Which calls log a customer in or register a new phone, as the business's registration_flow asks
 * (contract: Business.registration_flow), which check a code sent for a phone change, and when a
 * code may be sent again.
 */
import { DEFAULT_OTP_TIMER_SECONDS } from './auth.ts';

export type RegistrationFlow = 'otp' | 'whatsapp' | 'form';

/** What a code was sent for: logging in, registering (form flow) or a new number for the profile. */
export type CodePurpose = 'login' | 'register' | 'phone-change';

export interface CodeCalls {
  send: '/send-otp' | '/webapp/register-whatsapp' | '/webapp/register';
  verify: '/verify-otp' | '/webapp/verify-by-whatsapp' | '/webapp/verify' | '/webapp/verify-phone';
}

/** An unknown or missing flow is the plain one-time code (the contract's default). */
export function registrationFlowOf(value: string | null | undefined): RegistrationFlow {
  return value === 'whatsapp' || value === 'form' ? value : 'otp';
}

/**
 * The send and verify calls for a code. A phone change always goes through send-otp and
 * verify-phone: the customer is logged in already and only the new number is proven.
 */
export function codeCallsFor(flow: RegistrationFlow, purpose: CodePurpose): CodeCalls {
  if (purpose === 'phone-change') return { send: '/send-otp', verify: '/webapp/verify-phone' };
  if (purpose === 'register') return { send: '/webapp/register', verify: '/webapp/verify' };
  if (flow === 'whatsapp') return { send: '/webapp/register-whatsapp', verify: '/webapp/verify-by-whatsapp' };
  return { send: '/send-otp', verify: '/verify-otp' };
}

/** The server's answer that a phone is not a customer yet (form flow): the app asks for a name. */
export function isNotRegistered(call: { status: number | null; code: string | null }): boolean {
  return call.code === 'not_registered';
}

/**
 * Whole seconds until another code may be requested; 0 when it may be requested now.
 * `startedAtMs` and `nowMs` are epoch milliseconds from the caller's clock.
 */
export function otpSecondsLeft(input: {
  startedAtMs: number | null | undefined;
  timerSeconds: number | null | undefined;
  nowMs: number;
}): number {
  const { startedAtMs, nowMs } = input;
  if (startedAtMs == null || !Number.isFinite(startedAtMs)) return 0;
  const duration =
    input.timerSeconds != null && input.timerSeconds > 0 ? input.timerSeconds : DEFAULT_OTP_TIMER_SECONDS;
  const elapsedSeconds = Math.max(0, (nowMs - startedAtMs) / 1000);
  return Math.max(0, Math.ceil(duration - elapsedSeconds));
}
