import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AuthTokenResponse,
  OtpChannel,
  OtpSentResponse,
  UpdateProfileRequest,
  User,
} from '../api/types.ts';
import { isApiError, unwrap } from '../api/errors.ts';
import { checkedReply, isAuthTokenResponse, isDoneAck, isUserReply } from '../api/reply-shape.ts';
import {
  DEFAULT_OTP_TIMER_SECONDS,
  isAuthenticated,
  isSessionRefusal,
  otpSecondsLeft,
} from '../domain/auth.ts';
import {
  codeCallsFor,
  registrationFlowOf,
  type CodePurpose,
  type RegistrationFlow,
} from '../domain/login-flow.ts';
import type { StoreDeps } from './deps.ts';
import { MessageError } from './message-error.ts';
import {
  arrayOf,
  isBoolean,
  isNumber,
  isRecord,
  isString,
  nullable,
  objectWith,
  persistStore,
  pickValid,
  stopPersistingStore,
  type PersistSpec,
} from './persistence.ts';
import type { RootStore } from './root-store.ts';

type PersistedAuth =
  | 'token'
  | 'user'
  | 'phoneNumber'
  | 'startOtpTime'
  | 'timerDuration'
  | 'verifiedPhones'
  | 'useWallet'
  | 'codePurpose';

const CODE_PURPOSES: readonly unknown[] = ['login', 'register', 'phone-change'];

/**
 * Version 1. The resend timer fields survive a reload (spec §4); so do the token and user, or a
 * reload would log the customer out (the profile is checked again on the next visit).
 */
const AUTH_PERSISTENCE: PersistSpec<AuthStore, PersistedAuth> = {
  name: 'auth',
  version: 1,
  properties: [
    'token',
    'user',
    'phoneNumber',
    'startOtpTime',
    'timerDuration',
    'verifiedPhones',
    'useWallet',
    'codePurpose',
  ],
  restore: (data) =>
    pickValid(data, {
      token: nullable(isString),
      user: nullable(
        objectWith({
          id: isNumber,
          business_id: isNumber,
          name: isString,
          phone: isString,
          locations: arrayOf(isRecord),
        }),
      ),
      phoneNumber: nullable(isString),
      startOtpTime: nullable(isNumber),
      timerDuration: isNumber,
      verifiedPhones: arrayOf(isString),
      useWallet: isBoolean,
      codePurpose: (value) => CODE_PURPOSES.includes(value),
    }) as Partial<Pick<AuthStore, PersistedAuth>>,
};

/** The customer's login: one-time code by WhatsApp, token, profile and the resend timer. */
export class AuthStore {
  user: User | null = null;
  token: string | null = null;
  /** The phone the last code was sent to (E.164). */
  phoneNumber: string | null = null;
  /** What the last code was sent for: a reload resumes the right step and verify call. */
  codePurpose: CodePurpose = 'login';
  /** When the last code was sent, epoch ms of the injected clock. */
  startOtpTime: number | null = null;
  /** Seconds before another code may be asked for. */
  timerDuration = DEFAULT_OTP_TIMER_SECONDS;
  verifiedPhones: string[] = [];
  /** The profile was confirmed by the server in this session. */
  checked = false;
  /** A restored login the server could not confirm ended the session: the login screen says so. */
  loginLapsed = false;
  /** The customer chose to pay with the wallet. */
  useWallet = false;
  /** Only the mock backend sends the code back, so demos can log in; null otherwise. */
  debugCode: string | null = null;
  private readonly unauthorizedHandlers = new Set<() => void>();
  readonly hydrated: Promise<void>;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'clock' | 'storage'>,
    private readonly keepDemoCodes = false,
  ) {
    makeAutoObservable<AuthStore, 'root' | 'deps' | 'unauthorizedHandlers' | 'keepDemoCodes'>(
      this,
      { root: false, deps: false, unauthorizedHandlers: false, hydrated: false, keepDemoCodes: false },
      { autoBind: true },
    );
    this.hydrated = persistStore(this, AUTH_PERSISTENCE, deps.storage);
    root.customerSession.register('auth', this.forgetCustomer);
  }

  /** Spec §4: a token and a user of this business. */
  get isAuthenticated(): boolean {
    return isAuthenticated({
      token: this.token,
      user: this.user,
      businessOwnerId: this.root.business.ownerId,
    });
  }

  /** Seconds until "send again" is allowed; read it on a timer, the clock is not observable. */
  resendSecondsLeft(): number {
    return otpSecondsLeft({
      startedAtMs: this.startOtpTime,
      timerSeconds: this.timerDuration,
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
    this.codePurpose = purpose;
    this.phoneNumber = phone;
    this.startOtpTime = this.deps.clock.now();
    this.timerDuration = sent.resend_after > 0 ? sent.resend_after : DEFAULT_OTP_TIMER_SECONDS;
    this.debugCode = this.keepDemoCodes ? (sent.debug_code ?? null) : null;
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
    const phone = this.phoneNumber;
    const purpose = this.codePurpose;
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
    const phone = this.phoneNumber;
    if (!phone) throw new MessageError('Something Went Wrong');
    const body = { phone, business_id: this.businessId(), code };
    const purpose = this.codePurpose === 'register' ? 'register' : 'login';
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
    const phone = this.phoneNumber;
    if (!phone || this.codePurpose !== 'phone-change') throw new MessageError('Something Went Wrong');
    const body = { phone, business_id: this.businessId(), code, replace: true };
    const reply = await unwrap(this.deps.api.POST('/webapp/verify-phone', { body }));
    const user = reply.user;
    if (!user) throw new MessageError('Something Went Wrong');
    runInAction(() => {
      this.user = user;
      this.verifiedPhones = [user.phone];
      this.startOtpTime = null;
      this.codePurpose = 'login';
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
    this.token = response.token;
    this.user = response.user;
    this.phoneNumber = phone;
    if (!this.verifiedPhones.includes(phone)) this.verifiedPhones.push(phone);
    this.loginLapsed = false;
    this.checked = true;
    this.debugCode = null;
    // The code is used up: no code step is waiting to be resumed (another business's login page
    // must not open on it).
    this.startOtpTime = null;
    // A guest's name and phone typed on this device are not this customer's.
    this.forgetGuestContacts();
  }

  /**
   * Reloads the profile. Only the server's refusal of the session (401/403, spec §8) logs the
   * customer out; a check that could not be made (offline, a timeout, a 5xx, a garbled reply)
   * keeps the login and the cart, and the next guarded page checks again. True when loaded.
   */
  async loadProfile(): Promise<boolean> {
    const userId = this.user?.id;
    if (!this.token || userId == null) {
      this.logout();
      return false;
    }
    try {
      const { user } = checkedReply(
        await unwrap(this.deps.api.GET('/webapp/profile/{userId}', { params: { path: { userId } } })),
        isUserReply,
      );
      runInAction(() => {
        this.user = user;
        this.checked = true;
      });
      return true;
    } catch (error) {
      // Only the server refusing the session logs out (and the login page says why); a check that
      // could not be made keeps the customer, and the next page that needs the login asks again.
      if (isSessionRefused(error))
        runInAction(() => {
          this.logout();
          this.loginLapsed = true;
        });
      return false;
    }
  }

  /**
   * The check-profile guard: confirms a restored login once per session. A check that could not
   * be made leaves the restored login standing (unchecked, so it is asked again).
   */
  async ensureChecked(): Promise<boolean> {
    if (!this.token) return false;
    if (this.checked) return this.isAuthenticated;
    await this.loadProfile();
    return this.isAuthenticated;
  }

  async updateProfile(body: UpdateProfileRequest): Promise<User> {
    const { user } = checkedReply(
      await unwrap(this.deps.api.POST('/webapp/update-profile', { body })),
      isUserReply,
    );
    runInAction(() => {
      this.user = user;
    });
    return user;
  }

  /** Deletes the customer's account on the server, then logs out; a failure keeps the login. */
  async deleteAccount(): Promise<void> {
    const userId = this.user?.id;
    if (userId == null) return;
    // Only a reply that says it was done logs out: a garbled one must not make the customer
    // believe an account is gone that the server still keeps.
    checkedReply(
      await unwrap(this.deps.api.GET('/webapp/account/delete/{userId}', { params: { path: { userId } } })),
      isDoneAck,
    );
    runInAction(() => this.logout());
  }

  /**
   * Spec §4: the customer leaves this device. Logout is the end of the customer's session, the same
   * reset a kiosk makes between customers: every store forgets them and the browser's storages are
   * wiped, but the device's setup and the language stay.
   */
  logout(): void {
    void this.root.endCustomerSession();
  }

  /** Clears user, token, verified phones, the checked flag and the code step (registered reset). */
  forgetCustomer(): void {
    this.user = null;
    this.token = null;
    this.verifiedPhones = [];
    this.checked = false;
    this.useWallet = false;
    this.phoneNumber = null;
    this.startOtpTime = null;
    this.codePurpose = 'login';
    this.timerDuration = DEFAULT_OTP_TIMER_SECONDS;
    this.debugCode = null;
  }

  /** Both carts (orders and reservation pre-orders) keep a guest's contact. */
  private forgetGuestContacts(): void {
    this.root.cart.forgetGuestContact();
    this.root.reservationCart.forgetGuestContact();
  }

  setUseWallet(useWallet: boolean): void {
    this.useWallet = useWallet;
  }

  /** Registers what happens on a 401/403 (the boot code sends the user to the login page). */
  onUnauthorized(handler: () => void): () => void {
    this.unauthorizedHandlers.add(handler);
    return () => this.unauthorizedHandlers.delete(handler);
  }

  /**
   * The api client's onUnauthorized: the token is no longer good, so the customer is logged out
   * and the registered handlers run.
   */
  handleUnauthorized(): void {
    this.logout();
    for (const handler of [...this.unauthorizedHandlers]) handler();
  }

  dispose(): void {
    stopPersistingStore(this);
    this.unauthorizedHandlers.clear();
  }
}

/** The server said the session is no longer valid (the contract's 401, or 403), not "could not check". */
function isSessionRefused(error: unknown): boolean {
  return isSessionRefusal(isApiError(error) && error.kind === 'http' ? error.status : null);
}
