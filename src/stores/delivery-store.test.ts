import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createTestRootStore, MemoryStorage, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const shipper = scenarioFacts(backend, 'shipper');
const [cityZone, salmiyaZone, hiddenZone] = demo.seed.zones;
const sharq = cityZone!.areas[0]!; // Kuwait City zone, demo's default (city) branch
const created: RootStore[] = [];

afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

async function storesFor(referenceId: 'demo' | 'shipper', storage = new MemoryStorage()): Promise<RootStore> {
  const { stores } = createTestRootStore({ storage });
  created.push(stores);
  await stores.hydrated;
  await stores.business.load(referenceId);
  return stores;
}

function storageWith(data: Record<string, unknown>): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem('delivery', JSON.stringify({ version: 1, data }));
  return storage;
}

describe('DeliveryStore zones', () => {
  it('fetches the zones and prices a chosen area by its zone', async () => {
    const { delivery } = await storesFor('demo');
    await delivery.ensureZones();
    expect(delivery.zonesState).toBe('fetched');
    delivery.selectArea(sharq.id);
    expect(delivery.selectedArea?.id).toBe(sharq.id);
    expect(delivery.zone?.id).toBe(cityZone!.id);
    expect(delivery.feeFor([])).toBe(cityZone!.fees);
    expect(delivery.minimumOrder).toBe(cityZone!.min_order);
    expect(delivery.deliveryTime).toEqual({ value: cityZone!.delivery_time, unit: 'min' });
  });

  it.each([
    ['an area of this branch is kept', sharq, sharq.id],
    ['an area of another branch is cleared', salmiyaZone!.areas[0]!, null],
    ['an area of a hidden zone is cleared', hiddenZone!.areas[0]!, null],
  ])('after restoring and fetching, %s', async (_case, area, expected) => {
    const { delivery } = await storesFor('demo', storageWith({ selectedArea: area }));
    expect(delivery.selectedArea?.id).toBe(area.id);
    await delivery.ensureZones();
    expect(delivery.selectedArea?.id ?? null).toBe(expected);
  });

  it('finds the zone and area around a map pin', async () => {
    const { delivery } = await storesFor('demo');
    await delivery.ensureZones();
    const located = delivery.setLocation({ lat: 29.3865, lng: 47.9905 }); // the middle of Sharq
    expect([delivery.matchingPoint, delivery.insideZone, delivery.pinOutsideZones]).toEqual([
      true,
      false,
      false,
    ]);
    await located;
    expect([delivery.matchingPoint, delivery.insideZone, delivery.pointZoneId]).toEqual([
      false,
      true,
      cityZone!.id,
    ]);
    expect(delivery.selectedArea?.id).toBe(sharq.id);
    delivery.selectArea(null);
    expect(delivery.zone?.id).toBe(cityZone!.id); // the pin's zone
    await delivery.setLocation({ lat: 10, lng: 10 });
    expect(delivery.insideZone).toBe(false);
    expect(delivery.pinOutsideZones).toBe(true);
    expect(delivery.zone).toBeNull();
  });

  it('lets the newest pin win over a match still loading', async () => {
    const { delivery } = await storesFor('demo');
    await delivery.ensureZones();
    void delivery.setLocation({ lat: 10, lng: 10 });
    void delivery.setLocation({ lat: 29.3865, lng: 47.9905 });
    await delivery.whenLocated();
    expect(delivery.insideZone).toBe(true);
    expect(delivery.selectedArea?.id).toBe(sharq.id);
  });

  it('matches a pin dropped before the zones arrive once they are fetched', async () => {
    const { delivery } = await storesFor('demo');
    await delivery.setLocation({ lat: 29.3865, lng: 47.9905 });
    expect(delivery.insideZone).toBe(false);
    await delivery.ensureZones();
    await delivery.whenLocated();
    expect(delivery.insideZone).toBe(true);
    expect(delivery.zone?.id).toBe(cityZone!.id);
  });

  it('matches the pin of an address used before, and forgets it with the zones', async () => {
    const { delivery } = await storesFor('demo');
    await delivery.ensureZones();
    delivery.useAddress({ area_id: null, residency: 'house', fields: { lat: 29.3865, lng: 47.9905 } });
    await delivery.whenLocated();
    expect(delivery.zone?.id).toBe(cityZone!.id);
    expect(delivery.selectedArea).toBeNull(); // only a dropped pin chooses the area
    delivery.forgetZones();
    await delivery.whenLocated();
    expect([delivery.insideZone, delivery.pointZoneId, delivery.matchingPoint]).toEqual([false, null, false]);
  });

  it('only logs a failed zones fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    backend.faults.add({ path: '/api/webapp/zones/*', status: 500 });
    const { delivery } = await storesFor('demo');
    await expect(delivery.ensureZones()).resolves.toBeUndefined();
    expect(delivery.zonesState).toBe('error');
    expect(delivery.zones).toEqual([]);
    expect(warn).toHaveBeenCalled();
    // The checkout's "Try again" asks once more and gets them.
    backend.faults.clear();
    await delivery.ensureZones();
    expect(delivery.zonesState).toBe('fetched');
    expect(delivery.zones.length).toBeGreaterThan(0);
  });
});

describe('DeliveryStore address and shipping', () => {
  it('validates the enabled address fields and resets area, form, location and shipping', async () => {
    const { delivery } = await storesFor('demo');
    await delivery.ensureZones();
    expect(delivery.addressErrors).toEqual({ block: 'required', street: 'required', building: 'required' });
    delivery.selectArea(sharq.id);
    delivery.setField('block', '4');
    delivery.setField('street', 'Gulf Rd');
    delivery.setField('building', '12');
    delivery.setResidency('apartment');
    await delivery.setLocation({ lat: 29.3865, lng: 47.9905 });
    expect(delivery.addressErrors).toEqual({});
    expect(delivery.address).toMatchObject({
      area_id: sharq.id,
      residency: 'apartment',
      fields: { block: '4', lat: 29.3865 },
    });
    delivery.reset();
    expect([delivery.selectedArea, delivery.location, delivery.selectedCountry, delivery.zone]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(delivery.deliveryForm).toEqual({ residency: 'house', fields: {} });
  });

  it('ships abroad by weight with the country minimum', async () => {
    const { delivery } = await storesFor('shipper');
    await delivery.ensureZones();
    const saudi = shipper.seed.shipping_countries.find((country) => country.country_iso === 'SA')!;
    delivery.selectCountry('SA');
    expect(delivery.isShipping).toBe(true);
    expect(delivery.feeFor([{ weight_kg: 2, quantity: 3 }])).toBe(saudi.fixed_fees + 6 * saudi.fees_per_kg);
    expect(delivery.minimumOrder).toBe(saudi.min_order);
    expect(delivery.address.country_iso).toBe('SA');
  });

  it.each([
    ['shipping is off for the business', 'demo' as const, shipper.branchId],
    ['the country belongs to another branch', 'shipper' as const, shipper.branchId + 999],
  ])('drops a restored shipping country when %s', async (_case, referenceId, branchId) => {
    const country = { ...shipper.seed.shipping_countries[0]!, branch_id: branchId };
    const { delivery } = await storesFor(referenceId, storageWith({ selectedCountry: country }));
    await delivery.ensureZones();
    expect(delivery.selectedCountry).toBeNull();
  });

  it('keeps the form and remembered addresses across a reload', async () => {
    const storage = new MemoryStorage();
    const before = await storesFor('demo', storage);
    await before.delivery.ensureZones();
    before.delivery.selectArea(sharq.id);
    before.delivery.setField('street', 'Gulf Rd');
    before.delivery.rememberAddress();

    const after = await storesFor('demo', storage);
    expect(after.delivery.deliveryForm.fields.street).toBe('Gulf Rd');
    expect(after.delivery.selectedArea?.id).toBe(sharq.id);
    expect(after.delivery.locations).toHaveLength(1);
    expect(after.delivery.locations[0]?.area_id).toBe(sharq.id);
  });
});

describe('an address draft (a saved location being edited)', () => {
  it("uses the checkout's zones, edits apart from the checkout's address, and is never stored", async () => {
    const storage = new MemoryStorage();
    const stores = await storesFor('demo', storage);
    await stores.delivery.ensureZones();
    stores.delivery.setField('street', 'Checkout Street');
    const draft = stores.createAddressDraft();
    expect(draft.zonesState).toBe('fetched');

    draft.useSavedLocation({ area_id: sharq.id, residency: 'house', address: { street: 'Gulf Road' } });
    expect(draft.zone?.id).toBe(cityZone!.id);
    expect(draft.address.fields.street).toBe('Gulf Road');
    expect(stores.delivery.deliveryForm.fields.street).toBe('Checkout Street');
    expect(stores.delivery.selectedArea).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.getItem('delivery') ?? '').not.toContain('Gulf Road');
    draft.dispose();
  });
});
