/**
 * Faults on every other call the app makes (issue 10), beyond the ordering calls of faults.spec.ts:
 * each call × each way it fails (500, 503 then success, timeout, network error, malformed JSON, a
 * reply that breaks the contract). The screen says something (never blank), the customer's place
 * and typing are kept, and once the call works again the screen they wanted is reachable: by the
 * screen's own "Try again", by the retry the app makes on its own, or by opening it again.
 */
import type { Locator, Page } from '@playwright/test';
import {
  FAULT_KINDS,
  breakCall,
  runAsFaultCases,
  expectSaidAndRecoverable,
  letDeadlinesPass,
  tryAgainIfOffered,
} from './fault-support.ts';
import { NOON_KUWAIT, logIn, seedCart } from './order-support.ts';
import { expect, test } from './support.ts';

const FATIMA = '50000001';

runAsFaultCases();

interface CallRow {
  call: string;
  method: 'GET' | 'POST';
  path: RegExp;
  /** What has to exist before the call breaks (a reservation to open); its id, if any. */
  arrange?(page: Page): Promise<string>;
  /** Takes the customer to where the app makes the call (already broken). */
  reach(page: Page, arranged: string): Promise<void>;
  /** Once the call works again: what the customer came for, with what they typed kept. */
  recover(page: Page): Promise<void>;
}

/** The screen the customer wanted: through its "Try again", else by opening it again. */
async function shownAgain(page: Page, ready: Locator): Promise<void> {
  await tryAgainIfOffered(page);
  if (
    !(await ready
      .first()
      .isVisible({ timeout: 3_000 })
      .catch(() => false))
  )
    await page.reload();
  await expect(ready.first()).toBeVisible({ timeout: 10_000 });
}

/** Logs in on the login page and lands where the guest asked to go. */
async function asFatimaAt(page: Page, path: string): Promise<void> {
  await page.goto(`/demo/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, FATIMA);
}

async function firstCategoryId(page: Page): Promise<number> {
  const reply = await page.request.get('/api/webapp/v5/restaurant/demo');
  const body = (await reply.json()) as { menu: { categories: { id: number }[] } };
  return body.menu.categories[0]!.id;
}

/** Chooses 7:30 PM at Table 2 on the reservation form and sends it. */
async function reserveTable2(page: Page): Promise<void> {
  await page.getByTestId('reservation-times').getByText('7:30 PM', { exact: true }).click();
  await page.getByTestId('reservation-tables').getByRole('radio', { name: 'Table 2', exact: true }).check();
  await page.getByTestId('reserve-submit').click();
}

const deliveryMap = (page: Page) =>
  page
    .getByRole('region', { name: /Delivery map/ })
    .or(page.locator('.leaflet-container'))
    .first();

/** Taps the middle of the delivery map (Mirqab, in the Kuwait City zone). */
async function pinMirqab(page: Page): Promise<void> {
  const map = deliveryMap(page);
  const box = (await map.boundingBox())!;
  await map.tap({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect(page.getByTestId('area-picker')).toHaveValue('Mirqab');
}

const itemCards = (page: Page) => page.locator('[data-testid^="item-card-"]');

const ROWS: CallRow[] = [
  {
    call: 'sending the code again',
    method: 'POST',
    path: /\/api\/webapp\/resend-otp$/,
    reach: async (page) => {
      await page.goto('/demo/login');
      await page.getByTestId('login-phone').fill(FATIMA);
      await page.getByTestId('login-submit').click();
      await expect(page.getByRole('textbox', { name: /^Digit 1 of/ })).toBeVisible();
      // The resend timer runs out on both clocks: the server's and the page's.
      expect((await page.request.post('/__mock/clock', { data: { advanceMs: 31_000 } })).ok()).toBe(true);
      await page.clock.setFixedTime(new Date(Date.parse(NOON_KUWAIT) + 31_000));
      await page.getByRole('button', { name: 'Send the code again' }).click();
    },
    recover: async (page) => {
      await expect(page.getByRole('textbox', { name: /^Digit 1 of/ })).toBeVisible();
      const again = page.getByRole('button', { name: 'Send the code again' });
      if (await again.isVisible()) await again.click();
      await expect(page.getByText(/Send again in \d+ s/)).toBeVisible();
    },
  },
  {
    call: 'the hourly check for a new version',
    method: 'GET',
    path: /\/build\.json/,
    reach: async (page) => {
      await page.goto('/demo');
      await expect(page.getByTestId('selling-type-dine_in')).toBeVisible();
      await page.clock.runFor(60 * 60 * 1000 + 1_000);
    },
    recover: async (page) => {
      await page.getByTestId('selling-type-dine_in').click();
      await expect(itemCards(page).first()).toBeVisible();
    },
  },
  {
    call: "a reservation's details",
    method: 'GET',
    path: /\/api\/webapp\/reservation\/\d+$/,
    arrange: async (page) => {
      await asFatimaAt(page, '/demo/reservation/table');
      await reserveTable2(page);
      await expect(page).toHaveURL(/\/reservation\/success\/\d+$/, { timeout: 10_000 });
      return /\/success\/(\d+)$/.exec(page.url())![1]!;
    },
    reach: async (page, reservationId) => {
      await page.goto(`/demo/reservation/history/${reservationId}`);
    },
    recover: (page) => shownAgain(page, page.getByTestId('reservation-detail')),
  },
  {
    call: 'naming the pinned spot (reverse geocoder)',
    method: 'GET',
    path: /\/geocode\/reverse/,
    reach: async (page) => {
      await seedCart(page, 'demo', 'delivery', 1, 1);
      await page.goto('/demo/delivery/checkout');
      await pinMirqab(page);
    },
    recover: async (page) => {
      // Without a name for the spot the zone, the area and the address fields still work.
      await expect(page.getByTestId('zone-info')).toContainText('Kuwait City');
      await page.getByTestId('address-block').fill('3');
      await pinMirqab(page);
      await expect(page.getByTestId('pin-place')).not.toBeEmpty();
      await expect(page.getByTestId('address-block')).toHaveValue('3');
    },
  },
  {
    call: "another branch's menu",
    method: 'GET',
    path: /\/api\/webapp\/v5\/menu\//,
    reach: async (page) => {
      await page.goto('/demo');
      await page.getByTestId('branch-picker').getByRole('button').nth(1).click();
      await page.goto('/demo/dine_in');
    },
    recover: (page) => shownAgain(page, itemCards(page)),
  },
  {
    call: 'an item not in the menu',
    method: 'GET',
    path: /\/api\/webapp\/v5\/item\//,
    reach: async (page) => {
      await page.goto(`/demo/dine_in/${await firstCategoryId(page)}/987654`);
    },
    recover: (page) => shownAgain(page, page.getByTestId('not-found')),
  },
  {
    call: "the branch's tables (dine-in checkout)",
    method: 'GET',
    path: /\/api\/webapp\/tables\//,
    reach: async (page) => {
      await seedCart(page, 'demo', 'dine_in', 1, 1);
      await page.goto('/demo/dine_in/checkout');
    },
    recover: async (page) => {
      await expect(page.getByTestId('place-order')).toBeVisible();
      await shownAgain(page, page.getByTestId('table-picker'));
    },
  },
  {
    call: 'the delivery zones',
    method: 'GET',
    path: /\/api\/webapp\/zones\//,
    reach: async (page) => {
      await seedCart(page, 'demo', 'delivery', 1, 1);
      await page.goto('/demo/delivery/checkout');
    },
    recover: async (page) => {
      await shownAgain(page, page.getByTestId('area-picker'));
      await expect(page.getByTestId('cart-line').or(page.getByTestId('place-order')).first()).toBeVisible();
    },
  },
  {
    call: "today's banners",
    method: 'GET',
    path: /\/api\/webapp\/banners\/\d+/,
    reach: (page) => page.goto('/demo').then(() => undefined),
    recover: async (page) => {
      await expect(page.getByTestId('selling-type-dine_in')).toBeVisible();
      await shownAgain(page, page.getByTestId('banners'));
    },
  },
  {
    call: "the banners' reach report",
    method: 'POST',
    path: /\/api\/webapp\/banners\/reach$/,
    reach: (page) => page.goto('/demo').then(() => undefined),
    recover: async (page) => {
      await expect(page.getByTestId('banners')).toBeVisible();
      await page.getByTestId('selling-type-dine_in').click();
      await expect(itemCards(page).first()).toBeVisible();
    },
  },
  {
    call: 'the visit count',
    method: 'POST',
    path: /\/api\/webapp\/visit\//,
    reach: (page) => page.goto('/demo').then(() => undefined),
    recover: async (page) => {
      await page.getByTestId('selling-type-dine_in').click();
      await expect(itemCards(page).first()).toBeVisible();
    },
  },
  {
    call: 'the profile check',
    method: 'GET',
    path: /\/api\/webapp\/profile\//,
    reach: async (page) => {
      await asFatimaAt(page, '/demo/profile');
      await expect(page.getByTestId('profile-page')).toBeVisible();
      // A new visit checks the restored login once (spec §4); a failed check logs out (§8).
      await page.reload();
    },
    recover: async (page) => {
      await expect(page.getByTestId('profile-page').or(page.getByTestId('login-phone'))).toBeVisible();
      if (await page.getByTestId('login-phone').isVisible()) await logIn(page, FATIMA);
      await expect(page.getByTestId('profile-page')).toBeVisible({ timeout: 10_000 });
    },
  },
  {
    call: 'the branches list',
    method: 'GET',
    path: /\/api\/webapp\/branches\//,
    reach: (page) => page.goto('/demo/Branches').then(() => undefined),
    recover: (page) => shownAgain(page, page.getByTestId('branch-card')),
  },
  {
    call: 'the order history',
    method: 'GET',
    path: /\/api\/webapp\/v5\/orders\//,
    reach: (page) => asFatimaAt(page, '/demo/orders/history'),
    recover: (page) =>
      shownAgain(page, page.getByTestId('history-list').or(page.getByTestId('history-empty'))),
  },
  {
    call: 'the reservation history',
    method: 'POST',
    path: /\/api\/webapp\/reservations\//,
    reach: (page) => asFatimaAt(page, '/demo/reservation/history'),
    recover: (page) =>
      shownAgain(page, page.getByTestId('history-item').or(page.getByTestId('history-empty'))),
  },
  {
    call: 'the wallet',
    method: 'GET',
    path: /\/api\/webapp\/wallet\/\d+$/,
    reach: (page) => asFatimaAt(page, '/demo/wallet/home'),
    recover: (page) => shownAgain(page, page.getByTestId('wallet-balance')),
  },
  {
    call: "the wallet's credit history",
    method: 'GET',
    path: /\/api\/webapp\/wallet\/\d+\/history/,
    reach: (page) => asFatimaAt(page, '/demo/wallet/history'),
    recover: (page) =>
      shownAgain(page, page.getByTestId('wallet-movement').or(page.getByTestId('wallet-history-empty'))),
  },
  {
    call: "the wallet's packages",
    method: 'GET',
    path: /\/api\/webapp\/wallet\/\d+\/packages$/,
    reach: (page) => page.goto('/demo/wallet/walletPackage').then(() => undefined),
    recover: (page) => shownAgain(page, page.getByTestId('wallet-package')),
  },
  {
    call: 'buying a wallet package',
    method: 'POST',
    path: /\/api\/webapp\/wallet\/\d+\/packages\/\d+\/buy$/,
    reach: async (page) => {
      await asFatimaAt(page, '/demo/wallet/walletPackage');
      await page.getByTestId('open-package').first().click();
      await page.getByTestId('buy-package').click();
    },
    recover: async (page) => {
      await tryAgainIfOffered(page);
      const buy = page.getByTestId('buy-package');
      if (!/purchase=paid/.test(page.url()) && (await buy.isVisible()) && (await buy.isEnabled())) {
        await buy.click();
      }
      await expect(page.getByTestId('purchase-paid')).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    call: 'saving the profile',
    method: 'POST',
    path: /\/api\/webapp\/update-profile$/,
    reach: async (page) => {
      await asFatimaAt(page, '/demo/profile');
      await page.getByTestId('profile-name').fill('Fatima Al-Sabah');
      await page.getByTestId('profile-save').click();
    },
    recover: async (page) => {
      await expect(page.getByTestId('profile-name')).toHaveValue('Fatima Al-Sabah');
      await page.getByTestId('profile-save').click();
      await expect(page.getByTestId('profile-saved')).toBeVisible({ timeout: 10_000 });
    },
  },
  {
    call: 'logging in by phone alone',
    method: 'POST',
    path: /\/api\/webapp\/login$/,
    reach: async (page) => {
      await page.goto('/solo/login');
      await page.getByTestId('login-phone').fill('36001234');
      await page.getByTestId('login-submit').click();
    },
    recover: async (page) => {
      await expect(page.getByTestId('login-phone')).toHaveValue('36001234');
      await page.getByTestId('login-submit').click();
      await expect(page).not.toHaveURL(/\/login/, { timeout: 10_000 });
    },
  },
  {
    call: 'deleting the account',
    method: 'GET',
    path: /\/api\/webapp\/account\/delete\//,
    reach: async (page) => {
      await asFatimaAt(page, '/demo/profile');
      await page.getByTestId('delete-account').click();
      await page.getByTestId('delete-account-confirm').click();
    },
    recover: async (page) => {
      await expect(page.getByTestId('profile-page')).toBeVisible();
      const confirm = page.getByTestId('delete-account-confirm');
      if (!(await confirm.isVisible())) await page.getByTestId('delete-account').click();
      // The dialog fades out as the account goes, so the click may land while it detaches.
      await confirm.click({ timeout: 5_000 }).catch(() => undefined);
      await expect(page.getByTestId('profile-page')).toHaveCount(0, { timeout: 10_000 });
    },
  },
  {
    call: 'reserving a table',
    method: 'POST',
    path: /\/api\/webapp\/reserve-table$/,
    reach: async (page) => {
      await page.goto('/demo');
      await page.getByTestId('reserve-table').click();
      await page.getByTestId('reservation-times').getByText('7:30 PM', { exact: true }).click();
      await page
        .getByTestId('reservation-tables')
        .getByRole('radio', { name: 'Table 2', exact: true })
        .check();
      await page.getByTestId('contact-name').fill('Sara');
      await page.getByTestId('contact-phone').fill('5000 1234');
      await page.getByTestId('reserve-submit').click();
    },
    recover: async (page) => {
      const success = page.getByTestId('reservation-success');
      await tryAgainIfOffered(page);
      const submit = page.getByTestId('reserve-submit');
      if (!(await success.isVisible()) && (await submit.isEnabled().catch(() => false))) {
        await expect(page.getByTestId('contact-name')).toHaveValue('Sara');
        // The app may settle an unknown outcome on its own meanwhile and leave the form.
        await submit.click({ timeout: 2_000 }).catch(() => undefined);
      }
      await expect(success).toBeVisible({ timeout: 20_000 });
    },
  },
];

for (const row of ROWS) {
  for (const kind of FAULT_KINDS) {
    test(`${row.call}: ${kind}`, async ({ page }) => {
      const arranged = row.arrange ? await row.arrange(page) : '';
      const heal = await breakCall(page, row.method, row.path, kind);
      await row.reach(page, arranged);
      await letDeadlinesPass(page, kind, heal);
      await expectSaidAndRecoverable(page);
      await heal();
      await row.recover(page);
    });
  }
}
