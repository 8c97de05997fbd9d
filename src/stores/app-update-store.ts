import { makeAutoObservable, runInAction } from 'mobx';

export interface BuildManifest {
  buildId: string;
  builtAt?: string;
}

export type UpdateCheckOutcome = 'current' | 'newer' | 'failed';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Notices a newer build of the app (spec §9: the build manifest is fetched every hour). The app
 * only offers the reload: the cart is persisted, so reloading loses nothing.
 */
export class AppUpdateStore {
  newerBuildId: string | null = null;
  dismissed = false;

  constructor(
    /** The build this page runs (shown in settings as the app's version). */
    readonly currentBuildId: string,
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

  /**
   * Fetches the build manifest. The hourly check ignores the outcome (being offline must not
   * bother a customer who is ordering); "check now" in settings says it.
   */
  async check(): Promise<UpdateCheckOutcome> {
    try {
      const manifest = await this.fetchManifest();
      const newer = Boolean(manifest.buildId) && manifest.buildId !== this.currentBuildId;
      runInAction(() => {
        if (newer) this.newerBuildId = manifest.buildId;
      });
      return newer ? 'newer' : 'current';
    } catch {
      return 'failed';
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
