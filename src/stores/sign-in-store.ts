import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthTokenResponse, OtpChannel, OtpSentResponse, User } from '../api/types.ts';
import { unwrap } from '../api/errors.ts';
import { isAuthTokenResponse, isDoneAck } from '../api/later-reply-shapes.ts';
import { checkedReply } from '../api/reply-shape.ts';
import { DEFAULT_OTP_TIMER_SECONDS } from '../domain/auth.ts';
import {
  codeCallsFor,
  otpSecondsLeft,
  registrationFlowOf,
  type CodePurpose,
  type RegistrationFlow,
} from '../domain/login-flow.ts';
import type { StoreDeps } from './deps.ts';
import { MessageError } from './message-error.ts';
import type { RootStore } from './root-store.ts';

/**
 * The login and profile screens' calls: one-time code by WhatsApp (send, resend timer, verify),
 * registration, login by phone alone, a new number for the profile and deleting the account. Its
 * code loads with those screens (RootStore.loadSignIn); what it learns is kept by the session
 * (AuthStore: token, user, the code step and its timer, persisted and forgotten there).
 */
export class SignInStore {
  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'clock'>,
    private readonly keepDemoCodes = false,
  ) {
    makeAutoObservable<SignInStore, 'root' | 'deps' | 'keepDemoCodes'>(
      this,
      { root: false, deps: false, keepDemoCodes: false },
      { autoBind: true },
    );
  }

  /** Seconds until "send again" is allowed; read it on a timer, the clock is not observable. */
  resendSecondsLeft(): number {
    const { auth } = this.root;
    return otpSecondsLeft({
      startedAtMs: auth.startOtpTime,
      timerSeconds: auth.timerDuration,
      nowMs: this.deps.clock.now(),
    });
  }

  private businessId(): number {
    const ownerId = this.root.business.ownerId;
    if (ownerId === null) throw new MessageError('Something Went Wrong');
    return ownerId;
  }

  /** How this business logs customers in and registers new phones (contract default: otp). */
  get registrationFlow(): RegistrationFlow {
    return registrationFlowOf(this.root.business.business?.registration_flow);
  }

  private startTimer(phone: string, sent: OtpSentResponse, purpose: CodePurpose): void {
    const { auth } = this.root;
    auth.codePurpose = purpose;
    auth.phoneNumber = phone;
    auth.startOtpTime = this.deps.clock.now();
    auth.timerDuration = sent.resend_after > 0 ? sent.resend_after : DEFAULT_OTP_TIMER_SECONDS;
    auth.debugCode = this.keepDemoCodes ? (sent.debug_code ?? null) : null;
  }

  /**
   * Sends a one-time code to log in (WhatsApp by default) through the call the business's
   * registration flow names, and starts the resend timer. With the `form` flow a phone that is not
   * a customer yet is refused with `not_registered` (see register).
   */
  async sendOtp(
    phone: string,
    options: { name?: string; channel?: OtpChannel } = {},
  ): Promise<OtpSentResponse> {
    const body = {
      phone,
      business_id: this.businessId(),
      channel: options.channel ?? 'whatsapp',
      ...(options.name ? { name: options.name } : {}),
    };
    const { send } = codeCallsFor(this.registrationFlow, 'login');
    const path = send === '/webapp/register-whatsapp' ? send : '/send-otp';
    const sent = await unwrap(this.deps.api.POST(path, { body }));
    runInAction(() => this.startTimer(phone, sent, 'login'));
    return sent;
  }

  /** Registers a new phone with its name (form flow); the code sent then logs in through verify. */
  async register(input: { phone: string; name: string; email: string | null }): Promise<OtpSentResponse> {
    const body = { ...input, business_id: this.businessId() };
    const sent = await unwrap(this.deps.api.POST('/webapp/register', { body }));
    runInAction(() => this.startTimer(input.phone, sent, 'register'));
    return sent;
  }

  /** Sends a code to a new number for the logged-in customer's profile (see confirmPhoneChange). */
  async sendPhoneChangeCode(phone: string): Promise<OtpSentResponse> {
    const body = { phone, business_id: this.businessId(), channel: 'whatsapp' as const };
    const sent = await unwrap(this.deps.api.POST('/send-otp', { body }));
    runInAction(() => this.startTimer(phone, sent, 'phone-change'));
    return sent;
  }

  /** Sends the code again to the same phone once the timer has run out. */
  async resendOtp(channel: OtpChannel = 'whatsapp'): Promise<OtpSentResponse | null> {
    const phone = this.root.auth.phoneNumber;
    const purpose = this.root.auth.codePurpose;
    if (!phone || this.resendSecondsLeft() > 0) return null;
    const sent = await unwrap(
      this.deps.api.POST('/webapp/resend-otp', { body: { phone, business_id: this.businessId(), channel } }),
    );
    runInAction(() => this.startTimer(phone, sent, purpose));
    return sent;
  }

  /**
   * Checks a login or registration code and logs in, through the verify call of the flow that
   * sent it; the server's 422 (wrong code) reaches the caller as an ApiError.
   */
  async verifyOtp(code: string): Promise<{ isNewUser: boolean }> {
    const phone = this.root.auth.phoneNumber;
    if (!phone) throw new MessageError('Something Went Wrong');
    const body = { phone, business_id: this.businessId(), code };
    const purpose = this.root.auth.codePurpose === 'register' ? 'register' : 'login';
    const { verify } = codeCallsFor(this.registrationFlow, purpose);
    const path = verify === '/webapp/verify-phone' ? '/verify-otp' : verify;
    const response = checkedReply(await unwrap(this.deps.api.POST(path, { body })), isAuthTokenResponse);
    runInAction(() => this.signIn(response, phone));
    return { isNewUser: response.is_new_user ?? false };
  }

  /**
   * Checks the code sent to a new number (verify-phone with replace): the number becomes the
   * customer's phone. A failure (wrong code, a number of another customer) keeps the old one.
   */
  async confirmPhoneChange(code: string): Promise<User> {
    const { auth } = this.root;
    const phone = auth.phoneNumber;
    if (!phone || auth.codePurpose !== 'phone-change') throw new MessageError('Something Went Wrong');
    const body = { phone, business_id: this.businessId(), code, replace: true };
    const reply = await unwrap(this.deps.api.POST('/webapp/verify-phone', { body }));
    const user = reply.user;
    if (!user) throw new MessageError('Something Went Wrong');
    runInAction(() => {
      auth.user = user;
      auth.verifiedPhones = [user.phone];
      auth.startOtpTime = null;
      auth.codePurpose = 'login';
    });
    return user;
  }

  /** Businesses with disable_otp log in by phone alone. */
  async loginWithPhone(phone: string): Promise<void> {
    const response = checkedReply(
      await unwrap(this.deps.api.POST('/webapp/login', { body: { phone, business_id: this.businessId() } })),
      isAuthTokenResponse,
    );
    runInAction(() => this.signIn(response, phone));
  }

  private signIn(response: AuthTokenResponse, phone: string): void {
    const { auth } = this.root;
    auth.token = response.token;
    auth.user = response.user;
    auth.phoneNumber = phone;
    if (!auth.verifiedPhones.includes(phone)) auth.verifiedPhones.push(phone);
    auth.loginLapsed = false;
    auth.checked = true;
    auth.debugCode = null;
    // The code is used up: no code step is waiting to be resumed (another business's login page
    // must not open on it).
    auth.startOtpTime = null;
    // A guest's name and phone typed on this device are not this customer's.
    this.forgetGuestContacts();
  }

  /** Deletes the customer's account on the server, then logs out; a failure keeps the login. */
  async deleteAccount(): Promise<void> {
    const userId = this.root.auth.user?.id;
    if (userId == null) return;
    // Only a reply that says it was done logs out: a garbled one must not make the customer
    // believe an account is gone that the server still keeps.
    checkedReply(
      await unwrap(this.deps.api.GET('/webapp/account/delete/{userId}', { params: { path: { userId } } })),
      isDoneAck,
    );
    runInAction(() => this.root.auth.logout());
  }

  /** Both carts (orders and reservation pre-orders) keep a guest's contact. */
  private forgetGuestContacts(): void {
    this.root.cart.forgetGuestContact();
    this.root.reservationCart.forgetGuestContact();
  }
}
