/**
 * The one reset of a customer's session (shared/DESIGN.md): every store that holds something of
 * the customer registers how to forget it, and `RootStore.endCustomerSession()` runs them all,
 * then wipes the browser's storages. Logout, the kiosk's idle reset and a finished kiosk order
 * all end a session this way, so nothing is forgotten by one and kept by another.
 */
export type ForgetCustomer = () => void;

export class CustomerSession {
  private readonly forgetters = new Map<string, ForgetCustomer>();

  /** `holder` names what is forgotten (one entry per store; registering again replaces it). */
  register(holder: string, forget: ForgetCustomer): void {
    this.forgetters.set(holder, forget);
  }

  /** Names of the registered holders, for tests and diagnostics. */
  get holders(): string[] {
    return [...this.forgetters.keys()];
  }

  /** Runs every forgetter; one that throws does not stop the others (they are reported together). */
  forgetAll(): void {
    const failures: unknown[] = [];
    for (const forget of this.forgetters.values()) {
      try {
        forget();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) console.warn('Some customer data could not be forgotten', failures);
  }
}
