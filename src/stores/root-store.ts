import type { RestaurantResponse } from '../api/types.ts';
import { AppUpdateStore, type BuildManifest } from './app-update-store.ts';
import { BusinessStore } from './business-store.ts';
import type { StoreDeps } from './deps.ts';
import { PreferencesStore } from './preferences-store.ts';

export interface RootStoreOptions {
  currentBuildId: string;
  fetchBuildManifest: () => Promise<BuildManifest>;
}

/**
 * Builds every store and hands each the root and only the dependencies it needs; a test builds a
 * fresh one with fakes in one line. There is no module-level instance.
 */
export class RootStore {
  readonly preferences: PreferencesStore;
  readonly business: BusinessStore;
  readonly appUpdate: AppUpdateStore;

  constructor(
    readonly deps: StoreDeps,
    options: RootStoreOptions,
  ) {
    this.preferences = new PreferencesStore(deps.languages);
    this.business = new BusinessStore(this, deps);
    this.appUpdate = new AppUpdateStore(options.currentBuildId, options.fetchBuildManifest);
  }

  /** Called once a business response arrives; `switching` is true when another business was open. */
  onBusinessLoaded(_response: RestaurantResponse, _switching: boolean): void {
    // The menu, cart, delivery and wallet stores take their share of the response here.
  }

  /** Stops persistence and timers, for tests and hot reload. */
  dispose(): void {}
}
