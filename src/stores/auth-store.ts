import { makeAutoObservable, runInAction } from 'mobx';
import type { UpdateProfileRequest, User } from '../api/types.ts';
import { isApiError, unwrap } from '../api/errors.ts';
import { checkedReply, isUserReply } from '../api/reply-shape.ts';
import { DEFAULT_OTP_TIMER_SECONDS, isAuthenticated, isSessionRefusal } from '../domain/auth.ts';
import type { CodePurpose } from '../domain/login-flow.ts';
import type { StoreDeps } from './deps.ts';
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
import { AUTH_STORAGE_KEY } from './storage-keys.ts';
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
  name: AUTH_STORAGE_KEY,
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

/**
 * The customer's session: token, profile, the code step and its resend timer (persisted), the
 * check of a restored login, logout and the answer to a refused session. The calls that log in
 * (one-time code, registration, a new number) load with the login and profile screens
 * (SignInStore, which keeps what it learns here).
 */
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
    private readonly deps: Pick<StoreDeps, 'api' | 'storage'>,
  ) {
    makeAutoObservable<AuthStore, 'root' | 'deps' | 'unauthorizedHandlers'>(
      this,
      { root: false, deps: false, unauthorizedHandlers: false, hydrated: false },
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
