import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CreditHistoryEntry,
  LocalizedText,
  Wallet,
  WalletBalanceEntry,
  WalletPackage,
} from '../api/types.ts';
import { unwrap } from '../api/errors.ts';
import { usesWallet } from '../domain/auth.ts';
import type { Minor } from '../domain/model.ts';
import { sumMinor } from '../domain/money.ts';
import type { StoreDeps } from './deps.ts';
import type { RootStore } from './root-store.ts';

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

  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api'>,
  ) {
    makeAutoObservable<WalletStore, 'root' | 'deps'>(this, { root: false, deps: false }, { autoBind: true });
  }

  /** The wallet is offered: the business enables it and the server's feature flag agrees. */
  get featureEnabled(): boolean {
    const businessEnables = this.root.business.business?.enable_wallet ?? false;
    return businessEnables && (this.state !== 'fetched' || this.walletFeatureEnabled);
  }

  /** Usable credit: the sum of the lots. */
  get total(): Minor {
    return sumMinor(this.balance.map((entry) => entry.amount));
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

  /** Buys a package. Returns where to pay, or null when the credit was added at once. */
  async buyPackage(packageId: number, paymentType = 1): Promise<{ paymentUrl: string | null }> {
    const businessId = this.root.business.ownerId;
    if (businessId === null) return { paymentUrl: null };
    const response = await unwrap(
      this.deps.api.POST('/webapp/wallet/{businessId}/packages/{packageId}/buy', {
        params: { path: { businessId, packageId } },
        body: { payment_type: paymentType },
      }),
    );
    runInAction(() => this.take(response.wallet));
    return { paymentUrl: response.payment_url };
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
  }
}
