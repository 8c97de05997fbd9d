/**
 * Reliability and security gates that hold for the whole app (issue 10): the built app's headers,
 * outside addresses, hostile business data and a device whose storage is all damaged. The CSP
 * and the secrets scan run in every test through the fixture in support.ts.
 */
import type { Page } from '@playwright/test';
import { declareCases } from '../support/gates.ts';
import { expectNothingRanOrOverflowed } from './hostile-support.ts';
import { overflowingBoxes, visitInApp } from './language-support.ts';
import { fillGuest, logIn, seedCart, serverTotal, startAtNoon } from './order-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';

test.beforeEach(async ({ page }) => startAtNoon(page));

test(
  'the built app is served with a strict Content-Security-Policy and hardening headers',
  onlyOn.phone,
  async ({ page }) => {
    const response = await page.goto('/demo');
    const headers = response!.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(page.getByTestId('business-name')).toBeVisible();
  },
);

/** Answers the `moved` business's call with a redirect to `url`. */
async function movedTo(page: Page, url: string) {
  await page.route('**/api/webapp/v5/restaurant/moved*', (route) =>
    route.fulfill({ json: { error: 0, redirect: true, url } }),
  );
}

test(
  'a business that moved to a site this app does not know is named, and opened only by choice',
  onlyOn.phone,
  async ({ page }) => {
    await movedTo(page, 'https://new-home.example/menu?x=1');
    await page.goto('/moved');
    await expect(page.getByTestId('moved-away')).toBeVisible();
    await expect(page).toHaveURL(/\/moved$/);
    await expect(page.getByTestId('moved-away')).toContainText('new-home.example');
    await expect(page.getByTestId('moved-away-go')).toHaveAttribute(
      'href',
      'https://new-home.example/menu?x=1',
    );
    await expectNoAxeViolations(page);
  },
);

for (const trick of [
  'javascript:alert(1)',
  'https://localhost@evil.example/',
  '//evil.example',
  'https:evil.example',
]) {
  test(`a business redirect to ${trick} is refused`, onlyOn.phone, async ({ page }) => {
    await movedTo(page, trick);
    await page.goto('/moved');
    await expect(page.getByText('This business has moved, but its new address is not valid.')).toBeVisible();
    await expect(page).toHaveURL(/\/moved$/);
    // Not a dead end: the way back to the start is there.
    await expect(page.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
    if (trick === 'javascript:alert(1)') await expectNoAxeViolations(page);
  });
}

/** Dot segments a URL parser folds into "//evil.example", a host of its own (issue 28). */
const DOT_SEGMENT_TRICKS = [
  '/demo/../..//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
];

/** A page of the app, on this host: never the error screen. */
async function expectAnAppPage(page: Page) {
  await expect(page.getByTestId('server-error')).toHaveCount(0);
  expect(new URL(page.url()).hostname).toBe('localhost');
}

test(
  'a login return address with dot segments falls back to the business home',
  onlyOn.phone,
  async ({ page }) => {
    // A guest logs in with the trick as the return address…
    await page.goto(`/demo/login?redirect=${encodeURIComponent(DOT_SEGMENT_TRICKS[0]!)}`);
    await logIn(page, '50000002');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByTestId('business-name')).toBeVisible();
    await expectAnAppPage(page);
    // …and, logged in, the login page sends the customer on at once.
    for (const trick of DOT_SEGMENT_TRICKS) {
      await page.goto(`/demo/login?redirect=${encodeURIComponent(trick)}`);
      await expect(page, trick).toHaveURL(/\/demo$/);
      await expect(page.getByTestId('business-name'), trick).toBeVisible();
      await expectAnAppPage(page);
    }
  },
);

for (const trick of DOT_SEGMENT_TRICKS) {
  test(`a business redirect to ${trick} is refused, not a 500`, onlyOn.phone, async ({ page }) => {
    await movedTo(page, trick);
    await page.goto('/moved');
    await expect(page.getByText('This business has moved, but its new address is not valid.')).toBeVisible();
    await expect(page).toHaveURL(/\/moved$/);
    await expectAnAppPage(page);
  });
}

const HOSTILE_WALK = [
  'home',
  'menu',
  'item',
  'cart with a hostile note',
  "checkout with the server's hostile message",
  'order page',
];

test('hostile business data is shown as text everywhere: nothing runs, nothing overflows', async ({
  page,
}) => {
  const where = (step: (typeof HOSTILE_WALK)[number]) => `${test.info().project.name} › hostile ${step}`;
  declareCases('xss-executions', HOSTILE_WALK.map(where));
  await seedCart(page, 'hostile', 'car_pickup', 2, 1);
  await page.goto('/hostile');
  await expect(page.getByTestId('business-name')).toContainText('<img src=x');
  await expectNothingRanOrOverflowed(page, where('home'));

  await page.goto('/hostile/car_pickup');
  await expect(page.locator('main')).toContainText('<script>');
  await expectNothingRanOrOverflowed(page, where('menu'));
  await page.locator('main a[href*="/hostile/car_pickup/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingRanOrOverflowed(page, where('item'));

  await page.goto('/hostile/car_pickup/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByLabel('Note for the order').fill('"><svg onload="window.__xss=1"> no onions');
  await expectNothingRanOrOverflowed(page, where('cart with a hostile note'));

  await page.goto('/hostile/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('<b>1</b>');
  await fillGuest(page);
  await serverTotal(page);
  // The server's own error message is text too.
  await page.request.post('/__mock/faults', {
    data: {
      method: 'POST',
      path: '/api/webapp/order',
      status: 422,
      times: 1,
      message: '<img src=x onerror="window.__xss=1">',
    },
  });
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-error')).toContainText('<img src=x onerror=');
  await expectNothingRanOrOverflowed(page, where("checkout with the server's hostile message"));

  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/hostile\/order\/\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId('order-steps')).toBeVisible();
  await expectNothingRanOrOverflowed(page, where('order page'));
});

test(
  'a device whose every stored key is damaged still opens the menu, quietly',
  onlyOn.phone,
  async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByTestId('business-name')).toBeVisible();
    await page.evaluate(() => {
      const damage = [
        '{"version":1,"data":{"items":[{"key":',
        'null',
        '[1,2]',
        '{"version":99,"data":{}}',
        'ÿ',
      ];
      const keys = [
        'cart',
        'auth',
        'delivery',
        'device-orders',
        'order-attempt',
        'reservation-attempt',
        'order-awaiting-payment',
        'chosen-branch:demo',
      ];
      keys.forEach((key, index) => localStorage.setItem(key, damage[index % damage.length]!));
      localStorage.setItem('huge', 'x'.repeat(4 * 1024 * 1024));
    });
    await page.reload();
    await expect(page.getByTestId('business-name')).toBeVisible();
    await page.getByTestId('selling-type-dine_in').click();
    await expect(page).toHaveURL(/\/demo\/dine_in$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
);

/** A guest places the seeded cart for car pickup; the page ends on the new order's page. */
async function placeCarPickupOrder(page: Page, referenceId: string, plate: string) {
  await page.goto(`/${referenceId}/car_pickup/checkout`);
  await page.getByTestId('car-plate').fill(plate);
  await fillGuest(page);
  await serverTotal(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(new RegExp(`/${referenceId}/order/\\d+$`), { timeout: 15_000 });
}

test("another person's order link shows its status and lines, never its customer", async ({
  page,
  browser,
  baseURL,
}) => {
  await seedCart(page, 'demo', 'car_pickup', 1, 1);
  await placeCarPickupOrder(page, 'demo', 'PRIV 1');
  const orderId = new URL(page.url()).pathname.split('/').pop();

  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  const reply = (await (await strangerPage.request.get(`/api/webapp/order/${orderId}`)).json()) as {
    order: Record<string, unknown>;
  };
  expect([
    reply.order.name,
    reply.order.phone,
    reply.order.car,
    reply.order.comment,
    reply.order.address,
  ]).toEqual([null, null, null, null, null]);
  expect(JSON.stringify(reply)).not.toContain('Sara Al-Ali');
  expect(JSON.stringify(reply)).not.toContain('PRIV 1');
  await strangerPage.clock.setFixedTime(new Date('2025-11-18T09:00:00.000Z'));
  await strangerPage.goto(`/demo/order/${orderId}`);
  await expect(strangerPage.getByTestId('order-steps')).toBeVisible();
  await expect(strangerPage.locator('body')).not.toContainText('Sara Al-Ali');
  await stranger.close();
});

/** How far the page scrolls sideways (0 when it does not): `document.scrollingElement`'s overflow. */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/**
 * The hostile business's long word sits in one language of a text or the other; here, wherever one
 * language has it, so does the other, so English and Arabic meet the same words (a payment method's
 * name, a choice group's title).
 */
async function longWordInBothLanguages(page: Page) {
  // One of the hostile scenario's payloads (mocks/db/scenarios/hostile.ts).
  const word = 'Supercalifragilisticexpialidocious';
  const mirror = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mirror);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([key, entry]) => [
      key,
      mirror(entry),
    ]);
    const text = Object.fromEntries(entries) as Record<string, unknown>;
    const { en, ar } = text;
    if (typeof en === 'string' && typeof ar === 'string') {
      if (en.includes(word)) text.ar = en;
      else if (ar.includes(word)) text.en = ar;
    }
    return text;
  };
  await page.route('**/api/webapp/v5/restaurant/hostile*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: mirror(await response.json()) });
  });
}

for (const language of ['en', 'ar'] as const) {
  test(
    `no page of the hostile business scrolls sideways or overflows a box (${language})`,
    onlyOn.notTablet,
    async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      if (language === 'ar') {
        await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
      }
      await longWordInBothLanguages(page);
      await seedCart(page, 'hostile', 'car_pickup', 2, 1);
      const wide: string[] = [];
      const measure = async (where: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const overflow = await sidewaysScroll(page);
        if (overflow > 0) wide.push(`${where}: ${overflow} px`);
        // Nor may a button, tab or card be made wider than its own box (issue 29).
        for (const box of await overflowingBoxes(page, { ellipsisAllowed: true }))
          wide.push(`${where}: ${box}`);
      };
      // One start of the app; the other pages are reached inside it, as a customer moves on.
      const open = async (path: string, ready: () => Promise<void>) => {
        await visitInApp(page, path);
        await ready();
        await measure(path);
      };

      await open('/hostile', () => expect(page.getByTestId('business-name')).toBeVisible());
      await open('/hostile/car_pickup', () =>
        expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible(),
      );
      await open('/hostile/dine_in', () =>
        expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible(),
      );
      // The item whose choice group's title is one long word.
      await open('/hostile/dine_in/9000102/9000103', () =>
        expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
      );
      await open('/hostile/car_pickup/cart', () => expect(page.getByTestId('cart-line')).toHaveCount(2));
      await open('/hostile/car_pickup/checkout', () => expect(page.getByTestId('place-order')).toBeVisible());
      // The hostile business offers dine-in and car pickup only (no delivery checkout to open).
      await open('/hostile/dine_in/checkout', () => expect(page.getByTestId('place-order')).toBeVisible());
      await open('/hostile/car_pickup/9000102', () =>
        expect(page.locator('[data-testid^="item-card-"]').first()).toBeVisible(),
      );
      for (const path of [
        '/hostile/car_pickup/search',
        '/hostile/Branches',
        '/hostile/Policies',
        '/hostile/Feedback',
        '/hostile/settings',
        '/hostile/reservation',
        '/hostile/login',
      ]) {
        await open(path, () => expect(page.getByRole('heading').first()).toBeVisible());
      }

      // The order page, reached by placing the order.
      await placeCarPickupOrder(page, 'hostile', '1234');
      await expect(page.getByTestId('order-steps')).toBeVisible();
      await measure('the order page');

      expect(wide, 'pages that scroll sideways').toEqual([]);
    },
  );
}
