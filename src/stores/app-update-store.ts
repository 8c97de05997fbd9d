import { makeAutoObservable, runInAction } from 'mobx';

export interface BuildManifest {
  buildId: string;
  builtAt?: string;
}

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Notices a newer build of the app (spec §9: the build manifest is fetched every hour). The app
 * only offers the reload: the cart is persisted, so reloading loses nothing.
 */
export class AppUpdateStore {
  newerBuildId: string | null = null;
  dismissed = false;

  constructor(
    private readonly currentBuildId: string,
    private readonly fetchManifest: () => Promise<BuildManifest>,
  ) {
    makeAutoObservable<AppUpdateStore, 'currentBuildId' | 'fetchManifest'>(
      this,
      { currentBuildId: false, fetchManifest: false },
      { autoBind: true },
    );
  }

  get updateOffered(): boolean {
    return this.newerBuildId !== null && !this.dismissed;
  }

  /** A failed check is silent: being offline must not bother a customer who is ordering. */
  async check(): Promise<void> {
    try {
      const manifest = await this.fetchManifest();
      runInAction(() => {
        if (manifest.buildId && manifest.buildId !== this.currentBuildId)
          this.newerBuildId = manifest.buildId;
      });
    } catch {
      // Next hour's check tries again.
    }
  }

  dismiss(): void {
    this.dismissed = true;
  }

  /** Starts the hourly check; returns the function that stops it. */
  watch(
    setIntervalFn: typeof setInterval = setInterval,
    clearIntervalFn: typeof clearInterval = clearInterval,
  ): () => void {
    const timer = setIntervalFn(() => void this.check(), UPDATE_CHECK_INTERVAL_MS);
    return () => clearIntervalFn(timer);
  }
}
