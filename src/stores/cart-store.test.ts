import { afterEach, describe, expect, it } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import { createTestRootStore, MemoryStorage, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import type { MenuItem } from '../domain/model.ts';
import type { RootStore } from './root-store.ts';
import { cartTotals } from './cart-totals.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo');
const salmiyaBranchId = demo.seed.branches[1]!.id;
const created: RootStore[] = [];

afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

async function demoStores(storage = new MemoryStorage()): Promise<RootStore> {
  const { stores } = createTestRootStore({ storage });
  created.push(stores);
  await stores.hydrated;
  await stores.business.load('demo');
  return stores;
}

function plainItem(skip = 0): MenuItem {
  const found = demo.items.filter(
    (item) =>
      item.price_labels.length === 1 &&
      item.modifier_groups.length === 0 &&
      item.taxes.length === 0 &&
      item.types.includes('car_pickup') &&
      item.branches.length > 1,
  )[skip];
  if (!found) throw new Error('The demo scenario has no plain item');
  return found;
}

const labelOf = (item: MenuItem) => item.price_labels[0]!;

describe('CartStore lines', () => {
  it('merges an equal line and keeps a line with another comment apart', async () => {
    const { cart } = await demoStores();
    const item = plainItem();
    const first = cart.add({ item, priceLabelId: labelOf(item).id, quantity: 2 });
    const merged = cart.add({ item, priceLabelId: labelOf(item).id, quantity: 1 });
    const apart = cart.add({ item, priceLabelId: labelOf(item).id, comment: 'no onions' });
    expect(merged).toBe(first);
    expect(apart).not.toBe(first);
    expect(cart.items.map((line) => [line.quantity, line.comment])).toEqual([
      [3, null],
      [1, 'no onions'],
    ]);
    expect(cart.count).toBe(4);
  });

  it.each([
    ['0 becomes the minimum', 0, 1],
    ['above the default maximum', 5000, 1000],
    ['a normal quantity', 7, 7],
  ])('keeps quantities within the price label limits: %s', async (_case, quantity, expected) => {
    const { cart } = await demoStores();
    const item = plainItem();
    const key = cart.add({ item, priceLabelId: labelOf(item).id })!;
    cart.setQuantity(key, quantity);
    expect(cart.items[0]!.quantity).toBe(expected);
  });

  it('refuses a price label the item does not have', async () => {
    const { cart } = await demoStores();
    expect(cart.add({ item: plainItem(), priceLabelId: -5 })).toBeNull();
    expect(cart.isEmpty).toBe(true);
  });

  it('removes a line', async () => {
    const { cart } = await demoStores();
    const key = cart.add({ item: plainItem(), priceLabelId: labelOf(plainItem()).id })!;
    cart.remove(key);
    expect(cart.isEmpty).toBe(true);
  });
});

describe('CartStore totals', () => {
  it('prices the lines with the selling type discounts (5 % all-menu discount for pickup)', async () => {
    const { cart } = await demoStores();
    const item = plainItem();
    const price = labelOf(item).price;
    cart.add({ item, priceLabelId: labelOf(item).id, quantity: 2 });
    const pickup = cartTotals(cart, 'car_pickup');
    expect(pickup.subtotal).toBe(price * 2);
    expect(pickup.itemsDiscount).toBe(Math.round(price * 2 * 0.05));
    expect(pickup.deliveryFee).toBe(0);
    expect(pickup.total).toBe(pickup.subtotal - pickup.itemsDiscount);
    expect(cartTotals(cart, 'dine_in').subtotal).toBe(price * 2);
  });

  it('follows quantity changes', async () => {
    const { cart } = await demoStores();
    const item = plainItem();
    const key = cart.add({ item, priceLabelId: labelOf(item).id })!;
    const before = cartTotals(cart, 'car_pickup').subtotal;
    cart.setQuantity(key, 3);
    expect(cartTotals(cart, 'car_pickup').subtotal).toBe(before * 3);
  });

  it('applies a guests-only coupon to a guest and reports an unknown code', async () => {
    const { cart } = await demoStores();
    const item = plainItem();
    cart.add({ item, priceLabelId: labelOf(item).id });
    expect(await cart.applyCoupon('WELCOME10', 'dine_in')).toBe(true);
    expect(cart.coupon?.code).toBe('WELCOME10');
    expect(cartTotals(cart, 'dine_in').couponDiscount).toBe(Math.round(labelOf(item).price * 0.1));
    expect(await cart.applyCoupon('NOPE', 'dine_in')).toBe(false);
    expect(cart.couponError).toBe('not-found');
    expect(cart.coupon?.code).toBe('WELCOME10');
  });
});

describe('CartStore reset, branches and persistence', () => {
  it('reset clears items, note, coupon, table and the queried address, not the contact or car', async () => {
    const { cart } = await demoStores();
    cart.add({ item: plainItem(), priceLabelId: labelOf(plainItem()).id });
    cart.setNote('ring twice');
    cart.setTable(7);
    cart.setQueriedAddress('Salmiya block 4');
    cart.setContact('Sara', '+96550001234');
    cart.setCar({ plate: '12345', model: null, color: null });
    await cart.applyCoupon('SAVE500', 'dine_in');
    cart.reset();
    expect([cart.items, cart.note, cart.coupon, cart.table, cart.queriedAddress]).toEqual([
      [],
      '',
      null,
      null,
      null,
    ]);
    expect([cart.name, cart.phone, cart.car?.plate]).toEqual(['Sara', '+96550001234', '12345']);
  });

  it('keeps only items offered in the new branch', async () => {
    const { cart, business } = await demoStores();
    const cityOnly = demo.items.find(
      (item) => item.branches.length === 1 && item.types.includes('car_pickup'),
    )!;
    const everywhere = plainItem();
    cart.add({ item: cityOnly, priceLabelId: labelOf(cityOnly).id });
    cart.add({ item: everywhere, priceLabelId: labelOf(everywhere).id });
    cart.setNote('for the city branch');
    expect(business.branchId).not.toBe(salmiyaBranchId);
    cart.changeBranch(salmiyaBranchId);
    expect(cart.items.map((line) => line.item_id)).toEqual([everywhere.id]);
    expect(cart.note).toBe('');
  });

  it('empties a cart of another business when that business opens', async () => {
    const stores = await demoStores();
    stores.cart.add({ item: plainItem(), priceLabelId: labelOf(plainItem()).id });
    await stores.business.load('solo');
    expect(stores.cart.isEmpty).toBe(true);
  });

  it('restores items, car, name, phone and coupon after a reload, not the note or table', async () => {
    const storage = new MemoryStorage();
    const before = await demoStores(storage);
    const item = plainItem();
    before.cart.add({ item, priceLabelId: labelOf(item).id, quantity: 2 });
    before.cart.setContact('Sara', '+96550001234');
    before.cart.setCar({ plate: 'K 1', model: 'Civic', color: 'red' });
    before.cart.setNote('not kept');
    before.cart.setTable(3);
    await before.cart.applyCoupon('SAVE500', 'car_pickup');

    const after = await demoStores(storage);
    expect(after.cart.items.map((line) => [line.item_id, line.quantity])).toEqual([[item.id, 2]]);
    expect([after.cart.name, after.cart.phone, after.cart.car?.plate, after.cart.coupon?.code]).toEqual([
      'Sara',
      '+96550001234',
      'K 1',
      'SAVE500',
    ]);
    expect([after.cart.note, after.cart.table]).toEqual(['', null]);
  });

  it.each([
    [
      'a line that is not JSON',
      (text: string, lines: string[]) =>
        text.replace(lines[1]!, lines[1]!.replace(/"quantity":\d+/, '"quantity":NaN')),
      [0, 2],
    ],
    [
      'a line with a quantity of zero',
      (text: string, lines: string[]) =>
        text.replace(lines[1]!, lines[1]!.replace(/"quantity":\d+/, '"quantity":0')),
      [0, 2],
    ],
    // A write cut off in its last line; the contact and the car come before the lines.
    [
      'a write cut off in its last line',
      (text: string, lines: string[]) => text.slice(0, text.indexOf(lines[2]!) + lines[2]!.length / 2),
      [0, 1],
    ],
  ])('keeps the other lines, the car and the contact when the cart holds %s', async (_case, damage, kept) => {
    const storage = new MemoryStorage();
    const before = await demoStores(storage);
    for (const index of [0, 1, 2])
      before.cart.add({ item: plainItem(index), priceLabelId: labelOf(plainItem(index)).id });
    before.cart.setContact('Sara', '+96550001234');
    before.cart.setCar({ plate: 'K 1', model: null, color: null });
    before.dispose();
    const stored = storage.json('cart') as {
      version: number;
      data: Record<string, unknown> & { items: unknown[] };
    };
    const { items, ...rest } = stored.data;
    const text = JSON.stringify({ version: stored.version, data: { ...rest, items } });
    storage.setItem(
      'cart',
      damage(
        text,
        items.map((line) => JSON.stringify(line)),
      ),
    );

    const after = await demoStores(storage);
    expect(after.cart.items.map((line) => line.item_id)).toEqual(kept.map((index) => plainItem(index).id));
    expect([after.cart.name, after.cart.phone, after.cart.car?.plate]).toEqual([
      'Sara',
      '+96550001234',
      'K 1',
    ]);
  });

  it('drops a damaged stored line and keeps the others', async () => {
    const storage = new MemoryStorage();
    const before = await demoStores(storage);
    before.cart.add({ item: plainItem(0), priceLabelId: labelOf(plainItem(0)).id });
    before.cart.add({ item: plainItem(1), priceLabelId: labelOf(plainItem(1)).id });
    before.dispose();
    const stored = storage.json('cart') as { version: number; data: { items: Record<string, unknown>[] } };
    stored.data.items[0]!.quantity = 'lots';
    storage.setItem('cart', JSON.stringify(stored));

    const after = await demoStores(storage);
    expect(after.cart.items.map((line) => line.item_id)).toEqual([plainItem(1).id]);
  });
});
