import { afterEach, describe, expect, it } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createTestRootStore, MemoryStorage, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import { unwrap } from '../api/errors.ts';
import type { RootStore } from './root-store.ts';
import { cartTotals } from './cart-totals.ts';

// The delivery store loads on demand (issue #34): these stores are built as a browser builds them.
const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const shipper = scenarioFacts(backend, 'shipper');
const sharq = demo.seed.zones[0]!.areas[0]!;
const saudi = shipper.seed.shipping_countries.find((country) => country.country_iso === 'SA')!;
const created: RootStore[] = [];

afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

function onDemand(storage = new MemoryStorage()): RootStore {
  const { stores } = createTestRootStore({ storage, options: { storesAtOnce: undefined } });
  created.push(stores);
  return stores;
}

function storageWith(data: unknown): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem('delivery', typeof data === 'string' ? data : JSON.stringify({ version: 1, data }));
  return storage;
}

const EMPTY = { selectedArea: null, deliveryForm: { residency: 'house', fields: {} }, selectedCountry: null };
const ADDRESS = { area_id: sharq.id, residency: 'house', fields: { street: 'Gulf Road' }, country_iso: null };

describe('the delivery store on demand', () => {
  it.each([
    { stored: 'nothing', data: null, loaded: false },
    { stored: 'the empty choice that a reset leaves', data: { ...EMPTY, locations: [] }, loaded: false },
    {
      stored: 'a street typed',
      data: { ...EMPTY, deliveryForm: { residency: 'house', fields: { street: 'X' } } },
      loaded: true,
    },
    {
      stored: 'another residency',
      data: { ...EMPTY, deliveryForm: { residency: 'office', fields: {} } },
      loaded: true,
    },
    { stored: 'a chosen area', data: { ...EMPTY, selectedArea: sharq }, loaded: true },
    { stored: 'a country to ship to', data: { ...EMPTY, selectedCountry: saudi }, loaded: true },
    { stored: 'addresses used before', data: { ...EMPTY, locations: [ADDRESS] }, loaded: true },
    {
      stored: 'a choice written before versioning',
      data: '{"deliveryForm":{"residency":"house","fields":{"street":"X"}}}',
      loaded: true,
    },
    {
      stored: 'damaged JSON (the store salvages it)',
      data: '{"version":1,"data":{"selectedArea":{"id":',
      loaded: true,
    },
    { stored: 'a value that is no record', data: '[1,2]', loaded: false },
  ])('with $stored stored, loads at the start: $loaded', async ({ data, loaded }) => {
    const stores = onDemand(data === null ? new MemoryStorage() : storageWith(data));
    await stores.hydrated;
    expect(stores.deliveryIfLoaded !== null).toBe(loaded);
  });

  it('keeps the menu right without its code: no fee, local delivery, the business minimum', async () => {
    const stores = onDemand();
    await stores.hydrated;
    await stores.business.load('demo');
    const item = demo.items.find((candidate) => candidate.types.includes('delivery'))!;
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
    const before = cartTotals(stores.cart, 'delivery');
    const openBefore = stores.isOpen('delivery');
    expect(stores.deliveryIfLoaded).toBeNull();

    const delivery = await stores.loadDelivery();
    // What the menu showed is what the loaded store says.
    expect(cartTotals(stores.cart, 'delivery')).toEqual(before);
    expect(delivery.isShipping).toBe(false);
    expect(stores.isOpen('delivery')).toBe(openBefore);
    expect(delivery.minimumOrder).toBe(stores.business.business?.checkout.delivery.min_order ?? 0);
  });

  it('restores a stored country to ship to before the first screen, fee and opening hours with it', async () => {
    const stores = onDemand(storageWith({ ...EMPTY, selectedCountry: saudi }));
    await stores.hydrated;
    expect(stores.deliveryIfLoaded?.selectedCountry?.country_iso).toBe('SA');
    await stores.business.load('shipper');
    const item = shipper.items.find((candidate) => candidate.types.includes('delivery'))!;
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
    expect(stores.delivery.isShipping).toBe(true);
    const fee = cartTotals(stores.cart, 'delivery').deliveryFee;
    expect(fee).toBeGreaterThanOrEqual(saudi.fixed_fees);
    expect(fee).toBe(stores.delivery.feeFor(stores.cart.pricedLines));
  });

  it('another business opened while the store loads starts the choice over, keeping the addresses used before', async () => {
    const helper = onDemand();
    const response = await unwrap(
      helper.deps.api.GET('/webapp/v5/restaurant/{referenceId}', {
        params: { path: { referenceId: 'demo' } },
      }),
    );
    const storage = storageWith({
      selectedArea: sharq,
      deliveryForm: { residency: 'office', fields: { street: 'Gulf Road' } },
      selectedCountry: null,
      locations: [ADDRESS],
    });
    const stores = onDemand(storage);
    // Its code is still loading: the reset waits for the restored choice.
    stores.onBusinessLoaded(response, true);
    expect(stores.deliveryIfLoaded).toBeNull();
    await stores.hydrated;
    const { delivery } = stores;
    expect([delivery.selectedArea, delivery.deliveryForm]).toEqual([null, EMPTY.deliveryForm]);
    expect(delivery.locations).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.getItem('delivery')).not.toContain('office');
  });

  it("forgets the customer's address and addresses used before even while the store loads", async () => {
    const storage = storageWith({
      ...EMPTY,
      deliveryForm: { residency: 'house', fields: { street: 'Gulf Road' } },
      locations: [ADDRESS],
    });
    const stores = onDemand(storage);
    stores.customerSession.forgetAll();
    await stores.hydrated;
    expect(stores.delivery.deliveryForm.fields).toEqual({});
    expect(stores.delivery.locations).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.getItem('delivery') ?? '').not.toContain('Gulf Road');
  });

  it('forgets a stored address on logout when the store never loaded', async () => {
    const stores = onDemand();
    await stores.hydrated;
    // Written by another tab after this one started: not loaded here, yet the customer's.
    stores.deps.storage.setItem('delivery', JSON.stringify({ version: 1, data: { locations: [ADDRESS] } }));
    await stores.endCustomerSession();
    expect(stores.deliveryIfLoaded).toBeNull();
    expect(stores.deps.storage.getItem('delivery')).toBeNull();
  });
});
