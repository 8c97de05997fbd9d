/** What the kiosk suite shares: a kiosk set up on the device, its clock, and every storage read back. */
import { expect, type Page } from '@playwright/test';
import { hashPin } from '../../src/domain/staff-pin.ts';
import { NOON_KUWAIT } from './order-support.ts';
import { expectNoAxeViolations, resetMock } from './support.ts';

export const STAFF_PIN = '4826';

/**
 * Fresh mock state with its clock at noon in Kuwait (the demo is open), and the browser's clock
 * installed at the same instant and running: the test jumps it ahead to reach the idle and
 * order-done timeouts.
 */
export async function startKioskDay(page: Page): Promise<void> {
  await resetMock(page);
  expect((await page.request.post('/__mock/clock', { data: { now: NOON_KUWAIT, frozen: true } })).ok()).toBe(
    true,
  );
  await page.clock.install({ time: new Date(NOON_KUWAIT) });
  await page.clock.resume();
}

/** A kiosk as staff leave it after setup (the stored setup, its PIN hashed as the app does). */
export async function seedKiosk(
  page: Page,
  idleSeconds = 60,
  terminalId: string | null = null,
): Promise<void> {
  const setup = {
    version: 1,
    data: {
      mode: 'kiosk',
      referenceId: 'demo',
      branchId: null,
      tableId: null,
      pinHash: await hashPin(STAFF_PIN),
      idleSeconds,
      terminalId,
    },
  };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('device')) localStorage.setItem('device', value);
  }, JSON.stringify(setup));
}

/** Attract → eat here or take away → the menu, one line added from the first card's quick add. */
export async function startOrder(page: Page, dining: 'eat-here' | 'take-away'): Promise<void> {
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId(`kiosk-${dining}`).click();
  await expect(page).toHaveURL(/\/demo\/dine_in$/);
  await addFirstItem(page);
  await expect(page.getByTestId('order-bar-count')).toHaveText(/1 item/);
}

/** The menu's first item that goes straight into the cart (no choices to make on its page). */
export async function addFirstItem(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Add .+ to your cart$/ })
    .first()
    .click();
  const picker = page.getByTestId('price-picker');
  const added = page.getByTestId('order-bar-count').filter({ hasText: /1 item/ });
  // An item with several prices asks which one first; its picker loads lazily, so the tap's
  // outcome (the picker or the line) is waited for before looking at which it was.
  await expect(picker.or(added)).toBeVisible();
  if (await picker.isVisible()) await picker.getByRole('button').first().click();
  await expect(page.getByTestId('order-bar-count')).toHaveText(/1 item/);
}

/**
 * The add flow of an item with a required choice (issue 32, the same on every device): its page
 * from the menu, the choice, "Add", and back on the menu with the order bar counting it.
 */
export async function addHummusFromItsPage(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Choose options for Hummus' }).first().click();
  await expect(page).toHaveURL(/\/demo\/dine_in\/\d+\/\d+$/);
  await page.getByRole('group', { name: 'Choose your bread' }).getByRole('radio').first().check();
  await page.getByTestId('add-to-cart').click();
  await expect(page).toHaveURL(/\/demo\/dine_in$/);
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 × Hummus to your cart' })).toBeAttached();
  await expect(page.getByTestId('order-bar-count')).toHaveText('1 item');
  await expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible();
}

/**
 * From the menu through the cart sheet (or, `onCheckout`, from the checkout already open) to a
 * placed order; returns the order's id. A kiosk's guest may give a name and phone (both optional
 * there); a table tablet asks for none.
 */
export async function checkOutAndPlace(
  page: Page,
  contact?: { name: string; phone: string },
  { onCheckout = false }: { onCheckout?: boolean } = {},
): Promise<number> {
  if (!onCheckout) {
    await page.getByTestId('review-order').click();
    await page.getByTestId('panel-checkout').click();
  }
  await expect(page).toHaveURL(/\/demo\/dine_in\/checkout$/);
  if (contact) {
    await page.getByTestId('contact-name').fill(contact.name);
    await page.getByTestId('contact-phone').fill(contact.phone);
    // Done typing: the on-screen keyboard closes.
    await page.getByTestId('contact-phone').blur();
  }
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * Everything the site keeps in the browser, as text: localStorage, sessionStorage, the cookies
 * (the page's and the context's), IndexedDB (every database's every store's records) and Cache
 * Storage (every cached response's URL and body).
 */
export async function everythingStored(page: Page): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const web = (storage: Storage) =>
      Array.from(
        { length: storage.length },
        (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`,
      );
    const idb: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const request = indexedDB.open(name);
        // Deleted since it was listed (the app's wipe running meanwhile): opening it would create
        // it again, empty, and it would then read as a trace forever. Aborting the upgrade leaves
        // nothing behind.
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
      if (!db) continue;
      idb.push(`db:${name}`);
      for (const storeName of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        idb.push(`${storeName}:${JSON.stringify(records)}`);
      }
      db.close();
    }
    const cached: string[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        cached.push(`${cacheName}:${request.url}:${await (await cache.match(request))!.text()}`);
      }
    }
    return [...web(localStorage), ...web(sessionStorage), document.cookie, ...idb, ...cached].join('\n');
  });
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  return [inPage, ...cookies].join('\n');
}

/** What other code on the site might have written: an IndexedDB record and a cached reply. */
export async function writeCustomerTracesElsewhere(page: Page, trace: string): Promise<void> {
  await page.evaluate(async (value) => {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('customer-notes', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('notes', { autoIncrement: true });
      request.onsuccess = () => {
        const db = request.result;
        const tx = db.transaction('notes', 'readwrite');
        tx.objectStore('notes').add({ note: value });
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
      };
      request.onerror = () => reject(request.error);
    });
    const cache = await caches.open('customer-replies');
    await cache.put('/api/customer-reply', new Response(JSON.stringify({ phone: value })));
    document.cookie = `customer-trace=${encodeURIComponent(value)}; Path=/`;
    sessionStorage.setItem('customer-trace', value);
  }, trace);
}

/**
 * On a managed device (kiosk, table tablet) a tap on a link to another site opens a code to scan
 * instead: the page stays, no tab opens, and the dialog closes back to the same screen.
 */
export async function expectOutsideLinkBecomesCode(page: Page): Promise<void> {
  const screenUrl = page.url();
  // A link to another site, as a business's banner, policy or social link would carry one.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = 'https://maps.example/diwan-grill';
    link.target = '_blank';
    link.textContent = 'Find us on the map';
    link.dataset.testid = 'outside-test-link';
    document.querySelector('main')!.prepend(link);
  });
  const pagesBefore = page.context().pages().length;
  await page.getByTestId('outside-test-link').click();
  const dialog = page.getByTestId('outside-link');
  await expect(dialog).toContainText('https://maps.example/diwan-grill');
  await expect(dialog.getByTestId('outside-link-qr')).toBeVisible();
  expect(page.url()).toBe(screenUrl);
  expect(page.context().pages()).toHaveLength(pagesBefore);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(screenUrl);
}

/**
 * The demo's business with suggestions switched off on every device: journeys that are not about
 * them (kiosk.spec.ts, table-tablet.spec.ts) add items without the "Complete your meal" panel,
 * which suggestions.spec.ts tests on its own.
 */
export async function withoutSuggestions(page: Page): Promise<void> {
  await page.route('**/api/webapp/v5/restaurant/demo*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { restaurant?: Record<string, unknown> };
    if (body.restaurant) body.restaurant.suggestions = { phone: false, kiosk: false, table: false };
    await route.fulfill({ response, json: body });
  });
}
