import { makeAutoObservable, runInAction } from 'mobx';
import type {
  BuyWalletPackageResponse,
  CreditHistoryEntry,
  LocalizedText,
  Wallet,
  WalletBalanceEntry,
  WalletPackage,
} from '../api/types.ts';
import { idempotencyHeader } from '../api/idempotency.ts';
import { unwrap } from '../api/errors.ts';
import { isPackagesReply } from '../api/later-reply-shapes.ts';
import { checkedReply } from '../api/reply-shape.ts';
import type { Minor } from '../domain/model.ts';
import { spendableBalance, usesWallet } from '../domain/wallet.ts';
import { WALLET_PURCHASE_ATTEMPT_KEY } from './on-demand-keys.ts';
import type { StoreDeps } from './deps.ts';
import { IdempotentAttempt, spillingStorage, storedAttempt } from './idempotent-attempt.ts';
import { PagedList, type ListPage } from './paged-list.ts';
import { submitErrorFrom, type OrderError } from './order-error.ts';
import type { RootStore } from './root-store.ts';

/** What a package purchase sends (the package travels in the path, kept here for a retry). */
interface PurchaseBody {
  package_id: number;
  payment_type: number;
}

export type WalletState = 'not-fetched' | 'fetching' | 'fetched' | 'error';

/** The logged-in customer's wallet at this business: credit lots, packages and history. */
export class WalletStore {
  state: WalletState = 'not-fetched';
  balance: WalletBalanceEntry[] = [];
  onHoldBalance: Minor = 0;
  availablePackages: WalletPackage[] = [];
  creditHistory: CreditHistoryEntry[] = [];
  policy: LocalizedText | null = null;
  /** The server's flag; the business's enable_wallet must be on as well. */
  walletFeatureEnabled = false;

  /** The credit history page by page (newest first), apart from the wallet's first entries. */
  readonly history: PagedList<CreditHistoryEntry>;

  /** A package purchase is being sent; why the last one failed. */
  buying = false;
  buyError: OrderError | null = null;
  /**
   * A purchase got no answer (lost reply, timeout, 5xx): until the server says whether it went
   * through, only that same purchase may be sent again (see IdempotentAttempt).
   */
  purchaseOutcomeUnknown = false;
  private readonly purchase: IdempotentAttempt<PurchaseBody, BuyWalletPackageResponse>;

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'clock' | 'storage' | 'sessionStorage'>,
  ) {
    // The key outlives a reload: a refresh after a lost reply must not buy twice.
    this.purchase = new IdempotentAttempt<PurchaseBody, BuyWalletPackageResponse>(
      undefined,
      storedAttempt<PurchaseBody>(
        spillingStorage(deps.storage, deps.sessionStorage),
        WALLET_PURCHASE_ATTEMPT_KEY,
      ),
    );
    this.purchaseOutcomeUnknown = this.purchase.isUnresolved;
    this.history = new PagedList((page) => this.fetchHistoryPage(page));
    makeAutoObservable<WalletStore, 'root' | 'deps' | 'purchase' | 'history'>(
      this,
      { root: false, deps: false, purchase: false, history: false },
      { autoBind: true },
    );
    root.customerSession.register('wallet', this.endSession);
  }

  /**
   * Whether any way into the wallet (links, menu entries) is shown. The one place to decide it:
   * devices in guest-only mode (kiosk, table tablet) add their condition here.
   */
  get entryVisible(): boolean {
    return this.featureEnabled;
  }

  /** The wallet is offered: the business enables it and the server's feature flag agrees. */
  get featureEnabled(): boolean {
    const businessEnables = this.root.business.business?.enable_wallet ?? false;
    return businessEnables && (this.state !== 'fetched' || this.walletFeatureEnabled);
  }

  /** Spendable credit: the lots not yet expired (the amount on hold is not in them). */
  get total(): Minor {
    return spendableBalance(this.balance, this.deps.clock.now());
  }

  /** Spec §4: what the order may take from the wallet; null when the wallet is not used. */
  get balanceForOrder(): Minor | null {
    const used = usesWallet({
      walletFeatureEnabled: this.featureEnabled && this.state === 'fetched',
      useWallet: this.root.auth.useWallet,
      authenticated: this.root.auth.isAuthenticated,
    });
    return used ? this.total : null;
  }

  private take(wallet: Wallet): void {
    this.balance = wallet.balance;
    this.onHoldBalance = wallet.onHoldBalance;
    this.availablePackages = wallet.availablePackages;
    this.creditHistory = wallet.creditHistory;
    this.policy = wallet.policy;
    this.walletFeatureEnabled = wallet.wallet_feature_enabled;
    this.state = 'fetched';
  }

  /** Loads the logged-in customer's wallet; false (state 'error') when it could not be loaded. */
  async fetch(): Promise<boolean> {
    const businessId = this.root.business.ownerId;
    if (businessId === null || !this.root.auth.isAuthenticated) return false;
    this.state = 'fetching';
    try {
      const wallet = await unwrap(
        this.deps.api.GET('/webapp/wallet/{businessId}', { params: { path: { businessId } } }),
      );
      runInAction(() => this.take(wallet));
      return true;
    } catch {
      runInAction(() => {
        this.state = 'error';
      });
      return false;
    }
  }

  /** The packages on offer, for guests too (a logged-in customer's wallet brings them as well). */
  async loadPackages(): Promise<boolean> {
    const businessId = this.root.business.ownerId;
    if (businessId === null) return false;
    try {
      // A reply without its list is a failed load (the screen's "Try again"), not a crashed screen.
      const reply = checkedReply(
        await unwrap(
          this.deps.api.GET('/webapp/wallet/{businessId}/packages', { params: { path: { businessId } } }),
        ),
        isPackagesReply,
      );
      runInAction(() => {
        this.availablePackages = reply.packages;
      });
      return true;
    } catch {
      return false;
    }
  }

  packageById(packageId: number): WalletPackage | null {
    return this.availablePackages.find((pack) => pack.id === packageId) ?? null;
  }

  private async fetchHistoryPage(page: number): Promise<ListPage<CreditHistoryEntry> | null> {
    const businessId = this.root.business.ownerId;
    if (businessId === null) return null;
    const reply = await unwrap(
      this.deps.api.GET('/webapp/wallet/{businessId}/history', {
        params: { path: { businessId }, query: { page } },
      }),
    );
    return { page: reply.page, last_page: reply.last_page, items: reply.entries };
  }

  /**
   * Buys a package with one Idempotency-Key per intent (a double tap or a retry buys once).
   * Returns where to pay (null when the credit was added at once), or undefined when it failed
   * (`buyError` says why).
   */
  async buyPackage(packageId: number, paymentType = 1): Promise<{ paymentUrl: string | null } | undefined> {
    const businessId = this.root.business.ownerId;
    if (businessId === null) return undefined;
    this.buying = true;
    this.buyError = null;
    try {
      const response = await this.purchase.run(
        { package_id: packageId, payment_type: paymentType },
        (key, body) =>
          unwrap(
            this.deps.api.POST('/webapp/wallet/{businessId}/packages/{packageId}/buy', {
              params: {
                path: { businessId, packageId: body.package_id },
                header: idempotencyHeader(key),
              },
              body: { payment_type: body.payment_type },
            }),
          ),
      );
      runInAction(() => {
        this.take(response.wallet);
        this.purchaseOutcomeUnknown = false;
      });
      return { paymentUrl: response.payment_url };
    } catch (error) {
      runInAction(() => {
        this.purchaseOutcomeUnknown = this.purchase.isUnresolved;
        this.buyError = this.purchaseOutcomeUnknown ? null : submitErrorFrom(error);
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.buying = false;
      });
    }
  }

  /** Logout: nothing of this customer's wallet stays, not even a purchase waiting for its answer. */
  endSession(): void {
    this.reset();
    this.purchase.forget();
    this.purchaseOutcomeUnknown = false;
  }

  /** Spec §4: a change of business or branch resets the wallet state. */
  reset(): void {
    this.state = 'not-fetched';
    this.balance = [];
    this.onHoldBalance = 0;
    this.availablePackages = [];
    this.creditHistory = [];
    this.policy = null;
    this.walletFeatureEnabled = false;
    this.history.clear();
    this.buyError = null;
  }
}
