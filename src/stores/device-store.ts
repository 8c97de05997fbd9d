import { makeAutoObservable } from 'mobx';
import type { DeviceMode, KioskDining } from '../domain/device.ts';
import type { StoreDeps } from './deps.ts';
import { DEVICE_PERSISTENCE, PHONE_SETUP, type DeviceSetup } from './device-setup.ts';
import { persistStore, stopPersistingStore } from './persistence.ts';
import type { RootStore } from './root-store.ts';

/**
 * What this device is (phone, kiosk, table tablet), where it is bound (business, branch, table),
 * the staff PIN's hash and, for the customer in front of it, the kiosk's per-session choices (eat
 * here or take away, reach mode) and the last touch the idle timer counts from. Screens ask this
 * store (`device.isKiosk`) instead of testing widths or URLs.
 */
export class DeviceStore {
  mode: DeviceMode = PHONE_SETUP.mode;
  referenceId: string | null = null;
  branchId: number | null = null;
  tableId: number | null = null;
  pinHash: string | null = null;
  idleSeconds = PHONE_SETUP.idleSeconds;
  /** The payment terminal paired with this kiosk or table tablet (issue 31); null for none. */
  terminalId: string | null = null;
  /** The kiosk customer's answer to "eat here or take away?"; null before they chose. */
  dining: KioskDining | null = null;
  /** Interactive content in the lower part of the screen, larger text (until the session ends). */
  reachMode = false;
  /** Staff gave the PIN: the setup screen is open until they save or leave it. */
  staffUnlocked = false;
  /** A link to another site the customer tapped: shown as a code to scan, never opened here. */
  outsideLinkAsked: string | null = null;
  /** The last touch, on the injected clock (epoch ms). */
  lastActivityMs: number;
  readonly hydrated: Promise<void>;

  constructor(
    root: RootStore,
    private readonly deps: Pick<StoreDeps, 'clock' | 'storage'>,
    fleet: DeviceSetup = PHONE_SETUP,
  ) {
    Object.assign(this, fleet);
    this.lastActivityMs = deps.clock.now();
    makeAutoObservable<DeviceStore, 'deps'>(this, { deps: false, hydrated: false }, { autoBind: true });
    // The setup stored by staff wins over the build's fleet setup.
    this.hydrated = persistStore(this, DEVICE_PERSISTENCE, deps.storage);
    root.customerSession.register('device', this.forgetCustomer);
  }

  get isKiosk(): boolean {
    return this.mode === 'kiosk';
  }

  get isTableTablet(): boolean {
    return this.mode === 'table';
  }

  /** The table a table tablet is bound to: its orders go there and guests cannot change it. */
  get boundTableId(): number | null {
    return this.isTableTablet ? this.tableId : null;
  }

  /** Kiosks and table tablets: set up by staff, used by guests only, left only with the PIN. */
  get isManagedDevice(): boolean {
    return this.mode !== 'phone';
  }

  /** The bound branch when it is one of these branches (a deleted branch binds nothing). */
  boundBranchAmong(branchIds: readonly number[]): number | null {
    if (!this.isManagedDevice || this.branchId === null) return null;
    return branchIds.includes(this.branchId) ? this.branchId : null;
  }

  /** Where a customer's session starts on this device under the business; null on a phone. */
  startPath(referenceId: string): string | null {
    const base = `/${encodeURIComponent(referenceId)}`;
    if (this.isKiosk) return `${base}/kiosk`;
    // A table tablet takes dine-in orders only: its guests start on that menu.
    if (this.isTableTablet) return `${base}/dine_in`;
    return null;
  }

  /** A setup staff saved (see device-staff.ts, loaded with the setup screen). */
  applySetup(setup: DeviceSetup): void {
    Object.assign(this, setup);
    this.staffUnlocked = false;
  }

  /** Staff gave the right PIN (see device-staff.ts). */
  markUnlocked(): void {
    this.staffUnlocked = true;
  }

  lock(): void {
    this.staffUnlocked = false;
  }

  /** The setup screen may be used: on a phone, or after the staff PIN. */
  get setupOpen(): boolean {
    return !this.isManagedDevice || this.staffUnlocked;
  }

  chooseDining(dining: KioskDining): void {
    this.dining = dining;
    this.touch();
  }

  /** Packed to take away: a dine-in order flagged `take_away` (the kitchen packs it). */
  get takeAway(): boolean {
    return this.isKiosk && this.dining === 'take_away';
  }

  setReachMode(on: boolean): void {
    this.reachMode = on;
  }

  /** A touch, a key or a scroll: the customer is still there. */
  touch(): void {
    this.lastActivityMs = this.deps.clock.now();
  }

  /** The end of a customer's session: their choices go, the device's setup stays. */
  askOutsideLink(href: string | null): void {
    this.outsideLinkAsked = href;
  }

  forgetCustomer(): void {
    this.outsideLinkAsked = null;
    this.dining = null;
    this.reachMode = false;
    this.staffUnlocked = false;
    this.lastActivityMs = this.deps.clock.now();
  }

  dispose(): void {
    stopPersistingStore(this);
  }
}
