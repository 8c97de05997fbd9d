// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRootStore } from '../../../tests/support/test-root-store.ts';
import type { RootStore } from '../../stores/root-store.ts';
import { StoreProvider } from '../../stores/store-context.tsx';
import type { ScheduleOptions } from './schedule-choice.ts';
import { useCheckoutChecks } from './use-checkout-checks.ts';

const NOW_ONLY: ScheduleOptions = { now: true, later: false, slots: [] };

describe('useCheckoutChecks', () => {
  let stores: RootStore;
  afterEach(() => stores.dispose());

  function renderChecks() {
    stores = createTestRootStore().stores;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider stores={stores}>{children}</StoreProvider>
    );
    return renderHook(() => useCheckoutChecks('dine_in', [], NOW_ONLY), { wrapper });
  }

  it('loads the checks once the customer starts on the form, then checks the form as it is', async () => {
    const { result } = renderChecks();
    // A phone asks a guest for a name and a number; nothing is said before the checks are here.
    expect(result.current.errors).toEqual({});
    expect(result.current.hasErrors).toBe(false);
    act(() => result.current.prepare());
    await waitFor(() => expect(result.current.errors).toEqual({ name: 'required', phone: 'empty' }));
    expect(result.current.hasErrors).toBe(true);
  });

  it('checks the form as it is now when the order is placed, and gives the number to send', async () => {
    const { result } = renderChecks();
    const checks = await act(() => result.current.ready());
    expect(checks).not.toBeNull();
    act(() => stores.cart.setContact('Sara', '50001234'));
    expect(result.current.errorsNow(checks!)).toEqual({});
    expect(checks!.checkPhone('50001234', 'KW')).toEqual({ ok: true, e164: '+96550001234' });
    act(() => stores.cart.setContact('Sara', '12'));
    expect(result.current.errorsNow(checks!)).toEqual({ phone: 'invalid' });
  });
});
