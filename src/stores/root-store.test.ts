import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createTestRootStore, MemoryStorage, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const solo = scenarioFacts(backend, 'solo');
const item = demo.items.find((candidate) => candidate.types.includes('car_pickup'))!;
const created: RootStore[] = [];

afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

function build(storage = new MemoryStorage()): RootStore {
  const { stores } = createTestRootStore({ storage });
  created.push(stores);
  return stores;
}

describe('RootStore', () => {
  it('hands the business response to the menu', async () => {
    const stores = build();
    await stores.business.load('demo');
    expect(stores.menu.isFetched).toBe(true);
    expect(stores.menu.itemById(item.id)?.id).toBe(item.id);
  });

  it('resets cart, delivery, wallet and menu when another business opens', async () => {
    const stores = build();
    await stores.business.load('demo');
    await stores.delivery.ensureZones();
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
    stores.cart.setNote('for demo');
    stores.delivery.selectArea(demo.seed.zones[0]!.areas[0]!.id);
    stores.delivery.setField('street', 'Gulf Rd');

    await stores.business.load('solo');
    expect(stores.cart.isEmpty).toBe(true);
    expect(stores.cart.note).toBe('');
    expect(stores.delivery.selectedArea).toBeNull();
    expect(stores.delivery.deliveryForm.fields).toEqual({});
    expect(stores.delivery.zonesState).toBe('not-fetched');
    expect(stores.menu.itemById(item.id)).toBeNull();
    expect(stores.menu.itemById(solo.items[0]!.id)?.id).toBe(solo.items[0]!.id);
  });

  it('works with storage that cannot be read or written', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.failures = { read: true, write: true };
    const stores = build(storage);
    await expect(stores.hydrated).resolves.toBeUndefined();
    await stores.business.load('demo');
    stores.cart.add({ item, priceLabelId: item.price_labels[0]!.id });
    expect(stores.cart.count).toBe(1);
    expect(storage.entries.size).toBe(0);
  });

  it('stops saving once disposed', async () => {
    const storage = new MemoryStorage();
    const stores = build(storage);
    await stores.hydrated;
    await stores.business.load('demo');
    stores.cart.setContact('Sara', '+96550001234');
    expect((storage.json('cart') as { data: { name: string } }).data.name).toBe('Sara');
    stores.dispose();
    stores.cart.setContact('Changed', '+96550001234');
    expect((storage.json('cart') as { data: { name: string } }).data.name).toBe('Sara');
  });
});
