import { DEFAULT_RESIDENCY } from '../domain/residency.ts';
import type { DeliveryStore } from './delivery-store.ts';
import type { StoreDeps } from './deps.ts';
import { OnDemand } from './on-demand.ts';
import { DELIVERY_KEY } from './on-demand-keys.ts';
import { isRecord } from './persistence.ts';

/**
 * The delivery store loaded on demand (issue #34: out of the menu's first load), with what the root
 * must do to a delivery choice before its store is there: a reset (another business or branch) or
 * a forget (the customer's session ended) is remembered and applied once the store is restored.
 */
export class DeliveryOnDemand {
  private readonly onDemand: OnDemand<DeliveryStore>;
  /**
   * The store once built and restored (a moment before `onDemand` shows it), for the root's own
   * resets; null before.
   */
  private builtStore: DeliveryStore | null = null;
  /** What befell the delivery choice before its store was built: applied once it is restored. */
  private pending: 'reset' | 'forget' | null = null;
  private disposed = false;

  constructor(
    private readonly storage: StoreDeps['storage'],
    create: () => DeliveryStore | Promise<DeliveryStore>,
  ) {
    this.onDemand = new OnDemand('delivery', async () => {
      const store = await create();
      await store.hydrated;
      this.adopt(store);
      return store;
    });
  }

  get current(): DeliveryStore {
    return this.onDemand.current;
  }

  get loaded(): DeliveryStore | null {
    return this.onDemand.loaded;
  }

  /** Built and restored, even before `loaded` shows it. */
  get built(): DeliveryStore | null {
    return this.builtStore;
  }

  load(): Promise<DeliveryStore> {
    return this.onDemand.load();
  }

  /** For tests, which build every store at once. */
  provide(store: DeliveryStore): void {
    this.builtStore = store;
    this.onDemand.provide(store);
  }

  /**
   * A delivery choice stored on this device (an address, a country to ship to, the addresses used
   * before) is restored before any screen shows: its store loads at once and the root's `hydrated`
   * waits for what this returns. Without one, the menu never needs the store's code.
   */
  restoreAtStart(): Promise<void> | undefined {
    if (this.builtStore) return this.builtStore.hydrated;
    if (!holdsDeliveryChoice(this.storage)) return undefined;
    return this.load().then(
      () => undefined,
      (error: unknown) => console.warn('The delivery choice could not be restored', error),
    );
  }

  /**
   * Spec §4: another business or branch: the delivery choice starts over (the addresses used before
   * stay). A store still loading starts over once restored; a stored choice whose store is not
   * loading (its load failed) loads it again to be cleared, so that no later visit restores it.
   */
  startOver(): void {
    if (this.builtStore) {
      this.builtStore.reset();
      return;
    }
    if (this.pending === null) this.pending = 'reset';
    if (holdsDeliveryChoice(this.storage)) void this.load().catch(() => undefined);
  }

  /** The customer's session ended (its key is removed): a store still loading forgets once restored. */
  forgetWhenRestored(): void {
    if (this.builtStore === null) this.pending = 'forget';
  }

  dispose(): void {
    this.disposed = true;
    this.builtStore?.dispose();
  }

  /** The store is built and restored: what befell the choice meanwhile applies now. */
  private adopt(store: DeliveryStore): void {
    this.builtStore = store;
    const pending = this.pending;
    this.pending = null;
    if (pending === 'forget') store.forgetCustomer();
    else if (pending === 'reset') store.reset();
    if (this.disposed) store.dispose();
  }
}

/**
 * Whether this device keeps a delivery choice or addresses used before: anything but the empty
 * state that `reset` and `forgetCustomer` leave. Read without the store's code; where in doubt
 * (damaged JSON, an unexpected shape) it says yes, and the store's own restore decides what is kept.
 */
function holdsDeliveryChoice(storage: StoreDeps['storage']): boolean {
  let text: string | null;
  try {
    text = storage.getItem(DELIVERY_KEY);
  } catch {
    return false;
  }
  if (text === null) return false;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    // Damaged JSON: the store's restore salvages what it can.
    return true;
  }
  // Stored data is `{ version, data }`; data written before versioning is the object itself.
  const data = isRecord(stored) && typeof stored.version === 'number' ? stored.data : stored;
  if (!isRecord(data)) return false;
  const form = data.deliveryForm;
  return (
    data.selectedArea != null ||
    data.selectedCountry != null ||
    (Array.isArray(data.locations) && data.locations.length > 0) ||
    (isRecord(form) &&
      (form.residency !== DEFAULT_RESIDENCY ||
        (isRecord(form.fields) && Object.values(form.fields).some((value) => value != null))))
  );
}
