import { useCallback, useRef, useState } from 'react';
import type { Table } from '../../api/types.ts';
import type { CheckoutErrors, hasCheckoutErrors, validateCheckout } from '../../domain/checkout-form.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import type { checkPhone } from '../../domain/phone.ts';
import { useStores } from '../../stores/store-context.tsx';
import { checkoutFormInput } from './checkout-form-input.ts';
import type { ScheduleOptions } from './schedule-choice.ts';

/**
 * The checkout's checks. They check phone numbers with libphonenumber (28 KB gzip), so they load
 * once the customer starts on the form, not with the checkout (issue #34: the checkout opened
 * cold); the customer sees a check's outcome only once they place the order, which waits for them.
 */
export interface CheckoutChecks {
  validateCheckout: typeof validateCheckout;
  hasCheckoutErrors: typeof hasCheckoutErrors;
  checkPhone: typeof checkPhone;
}

export function loadCheckoutChecks(): Promise<CheckoutChecks> {
  return Promise.all([import('../../domain/checkout-form.ts'), import('../../domain/phone.ts')]).then(
    ([form, phone]) => ({
      validateCheckout: form.validateCheckout,
      hasCheckoutErrors: form.hasCheckoutErrors,
      checkPhone: phone.checkPhone,
    }),
  );
}

export interface CheckoutChecking {
  /** The form's errors; none until the checks have arrived. Call inside an observer component. */
  errors: CheckoutErrors;
  hasErrors: boolean;
  /** The checks, loaded again when their first load failed; null when they cannot be loaded. */
  ready(): Promise<CheckoutChecks | null>;
  /** Starts loading the checks: the customer began filling in the form (stable between renders). */
  prepare(): void;
  /** The form's errors as it is now, for a check outside a render (the order's button). */
  errorsNow(checks: CheckoutChecks): CheckoutErrors;
}

/** The checkout form's state read from the stores and checked, once the checks have arrived. */
export function useCheckoutChecks(
  type: OrderSellingType,
  tables: Table[] | null,
  schedule: ScheduleOptions,
): CheckoutChecking {
  const stores = useStores();
  const [checks, setChecks] = useState<CheckoutChecks | null>(null);
  const loading = useRef<Promise<CheckoutChecks | null> | null>(null);
  const load = useCallback((): Promise<CheckoutChecks | null> => {
    // A failed load is tried again by the next call (placing the order says so if it fails).
    loading.current ??= loadCheckoutChecks().then(
      (loaded) => {
        setChecks(loaded);
        return loaded;
      },
      () => {
        loading.current = null;
        return null;
      },
    );
    return loading.current;
  }, []);
  const prepare = useCallback(() => void load(), [load]);
  const errorsNow = (loaded: CheckoutChecks) =>
    loaded.validateCheckout(checkoutFormInput(stores, type, tables, schedule));
  const errors = checks ? errorsNow(checks) : {};
  return {
    errors,
    hasErrors: checks ? checks.hasCheckoutErrors(errors) : false,
    ready: () => (checks ? Promise.resolve(checks) : load()),
    prepare,
    errorsNow,
  };
}
