import { afterEach, describe, expect, it } from 'vitest';
import { scenarioFacts } from '../../mocks/test-support.ts';
import type { ReservationDetails } from '../api/types.ts';
import { createTestRootStore, MemoryStorage, setUpMockBackend } from '../../tests/support/test-root-store.ts';
import type { RootStore } from './root-store.ts';
import { cartTotals } from './cart-totals.ts';

const { backend } = setUpMockBackend();
const demo = scenarioFacts(backend, 'demo'); // reservations with an order (type 2), up to 8 guests
const fatima = demo.seed.users[0]!;
const table = demo.seed.tables.find(
  (candidate) => candidate.branch_id === demo.branchId && candidate.seats >= 2,
)!;
const reservationItem = demo.items.find(
  (item) => item.types.includes('reservation') && item.modifier_groups.length === 0,
)!;
const created: RootStore[] = [];

afterEach(() => created.splice(0).forEach((stores) => stores.dispose()));

/** This evening at 19:30 in Kuwait; "now" is noon. */
const tonight: ReservationDetails = {
  reserve_type: 'table',
  date: '2025-11-18',
  time: '19:30',
  guests: 2,
  table_id: table.id,
};

async function customerWithCart(): Promise<RootStore> {
  const { stores } = createTestRootStore();
  created.push(stores);
  await stores.business.load('demo');
  await stores.signIn.sendOtp(fatima.phone);
  await stores.signIn.verifyOtp(stores.auth.debugCode!);
  stores.reservationCart.add({ item: reservationItem, priceLabelId: reservationItem.price_labels[0]!.id });
  return stores;
}

describe('ReservationStore', () => {
  it('reserves a table with its own cart as the pre-order, and lists and loads it', async () => {
    const stores = await customerWithCart();
    expect(stores.reservations.takesOrder).toBe(true);
    const made = await stores.reservations.create(tonight);
    expect(made?.reservation).toMatchObject({
      date: '2025-11-18',
      time: '19:30',
      guests: 2,
      table: { id: table.id },
    });
    expect(made?.reservation.order?.order_lines.map((line) => line.item_id)).toEqual([reservationItem.id]);
    expect(stores.reservationCart.isEmpty).toBe(true);

    await stores.reservations.list();
    expect(stores.reservations.reservations.map((reservation) => reservation.id)).toEqual([
      made!.reservation.id,
    ]);
    expect((await stores.reservations.load(made!.reservation.id))?.id).toBe(made!.reservation.id);
  });

  it('sends a double tap once', async () => {
    const stores = await customerWithCart();
    const [first, second] = await Promise.all([
      stores.reservations.create(tonight),
      stores.reservations.create(tonight),
    ]);
    expect(second?.reservation.id).toBe(first?.reservation.id);
    await stores.reservations.list();
    expect(stores.reservations.reservations).toHaveLength(1);
  });

  it('keeps the cart and names the field the server refused', async () => {
    const stores = await customerWithCart();
    expect(await stores.reservations.create({ ...tonight, time: '12:15' })).toBeNull();
    expect(stores.reservations.error?.kind).toBe('invalid');
    expect(Object.keys(stores.reservations.error?.fields ?? {})).toEqual(['reservation.time']);
    expect(stores.reservationCart.isEmpty).toBe(false);
  });

  it.each([
    ['more guests than the business allows', { guests: 9 }, 'invalid'],
    ['no guests', { guests: 0 }, 'invalid'],
  ])('sends nothing for %s', async (_case, change, kind) => {
    const stores = await customerWithCart();
    expect(await stores.reservations.create({ ...tonight, ...change })).toBeNull();
    expect(stores.reservations.error?.kind).toBe(kind);
    await stores.reservations.list();
    expect(stores.reservations.reservations).toEqual([]);
  });

  it('reserves without a pre-order, and never touches the ordinary cart', async () => {
    const stores = await customerWithCart();
    stores.reservationCart.reset();
    const dineIn = demo.items.find((item) => item.types.includes('dine_in'))!;
    stores.cart.add({ item: dineIn, priceLabelId: dineIn.price_labels[0]!.id });
    const made = await stores.reservations.create(tonight);
    expect(made?.reservation.order).toBeNull();
    expect(stores.cart.items.map((line) => line.item_id)).toEqual([dineIn.id]);
  });

  it('prices the pre-order with calc-order as the cart does', async () => {
    const stores = await customerWithCart();
    const amounts = await stores.reservations.calculate();
    expect(amounts?.total).toBe(cartTotals(stores.reservationCart, 'dine_in').total);
  });

  it('a table taken meanwhile: the conflict, the table choice cleared, the rest kept', async () => {
    const stores = await customerWithCart();
    const other = await customerWithCart();
    await other.reservations.create(tonight);
    stores.reservations.draft.setGuests(2, stores.reservations.guestBounds);
    stores.reservations.draft.setDate(tonight.date);
    stores.reservations.draft.setTime(tonight.time);
    stores.reservations.draft.setTable(table.id);
    expect(await stores.reservations.create({ ...tonight, time: '20:00' })).toBeNull();
    expect(stores.reservations.taken).toBe(true);
    expect(stores.reservations.error).toBeNull();
    expect(stores.reservations.draft).toMatchObject({ tableId: null, guests: 2, time: '19:30' });
    expect(stores.reservationCart.isEmpty).toBe(false);
    await stores.reservations.loadTables();
    expect(stores.reservations.tables?.find((t) => t.id === table.id)?.available).toBe(false);
  });

  it.each([
    ['upcoming', 1],
    ['past', 0],
    ['pending', 1],
    ['completed', 0],
  ] as const)('lists the %s reservations', async (filter, count) => {
    const stores = await customerWithCart();
    await stores.reservations.create(tonight);
    await stores.reservations.list(filter);
    expect(stores.reservations.reservations).toHaveLength(count);
  });

  it('pages the history: the next page joins the list, without repeats', async () => {
    const stores = await customerWithCart();
    stores.reservationCart.reset();
    for (let hour = 10; hour < 22; hour++) {
      const made = await stores.reservations.create({
        reserve_type: 'service',
        date: '2025-11-19',
        time: `${hour}:00`,
        guests: 1,
        table_id: null,
      });
      expect(made).not.toBeNull();
    }
    await stores.reservations.list('all');
    expect(stores.reservations.reservations).toHaveLength(10);
    expect(stores.reservations.hasMore).toBe(true);
    await stores.reservations.loadMore();
    expect(new Set(stores.reservations.reservations.map((r) => r.id)).size).toBe(12);
    expect(stores.reservations.hasMore).toBe(false);
  });

  it("shows its own reservation's details on this device after a reload, and to nobody else", async () => {
    const storage = new MemoryStorage();
    const { stores: guest } = createTestRootStore({ storage });
    created.push(guest);
    await guest.business.load('demo');
    guest.reservationCart.setContact('Sara', '+96550007777');
    const made = await guest.reservations.create({ ...tonight, note: 'A high chair, please' });
    expect(made?.reservation).toMatchObject({ name: 'Sara', phone: '+96550007777' });
    const id = made!.reservation.id;

    const { stores: reloaded } = createTestRootStore({ storage });
    created.push(reloaded);
    await reloaded.business.load('demo');
    expect(await reloaded.reservations.load(id)).toMatchObject({
      name: 'Sara',
      phone: '+96550007777',
      note: 'A high chair, please',
    });

    const { stores: stranger } = createTestRootStore();
    created.push(stranger);
    await stranger.business.load('demo');
    expect(await stranger.reservations.load(id)).toMatchObject({ id, name: null, phone: null, note: null });

    // The end of the customer's session forgets the secret with everything else of theirs.
    reloaded.auth.logout();
    expect(storage.getItem('device-reservations')).toBeNull();
    expect((await reloaded.reservations.load(id))?.phone).toBeNull();
  });

  it('answers null for an unknown reservation', async () => {
    const stores = await customerWithCart();
    expect(await stores.reservations.load(987_654_321)).toBeNull();
  });
});
