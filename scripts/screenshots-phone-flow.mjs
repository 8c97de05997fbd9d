// Phone screenshots of issue #32's ordering flow after the menu, at 390x844 in English and Arabic
// (light, and the checkout dark too), into docs/screenshots/phone-*.jpg: checkout before anything
// is filled in, the checkout after a dropped pin, the order page, branches, reservation, wallet and
// settings. Called by scripts/screenshots.mjs (SCREENSHOTS_ONLY_PHONE=1 skips the kiosk's shots).
import { NOON_KUWAIT } from './lib/mock-server.mjs';

const OUT = 'docs/screenshots';

async function shoot(page, name, language) {
  await page.waitForLoadState('networkidle');
  const path = `${OUT}/phone-${name}-${language}.jpg`;
  await page.screenshot({ path, type: 'jpeg', quality: 70, fullPage: true });
  console.log(path);
}

/** A cart of the demo's first orderable items, stored as the app keeps it. */
async function storedCart(base, type, count, quantity) {
  const body = await (await fetch(`${base}/api/webapp/v5/restaurant/demo`)).json();
  const itemsOf = (categories) => categories.flatMap((c) => [...c.items, ...itemsOf(c.subcategories)]);
  const items = itemsOf(body.menu.categories)
    .filter((item) => item.visible && item.price_labels.length > 0 && item.types.includes(type))
    .slice(0, count);
  const lines = items.map((item) => ({
    key: `${item.id}-${item.price_labels[0].id}`,
    item_id: item.id,
    price_label_id: item.price_labels[0].id,
    modifiers: [],
    quantity,
    comment: null,
    item,
  }));
  return JSON.stringify({ version: 1, data: { items: lines } });
}

export async function shootPhoneFlow(browser, base) {
  for (const { code, locale } of [
    { code: 'en', locale: 'en-US' },
    { code: 'ar', locale: 'ar-KW' },
  ]) {
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    await fetch(`${base}/__mock/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: NOON_KUWAIT, frozen: true }),
    });
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      hasTouch: true,
      isMobile: true,
      locale,
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'i18n_redirected', value: code, url: base }]);
    // A cart handed over in sessionStorage becomes the stored cart before the app starts (the app
    // writes its own cart back, so a cart written while it runs would be lost).
    await context.addInitScript(() => {
      const cart = sessionStorage.getItem('next-cart');
      if (cart === null) return;
      sessionStorage.removeItem('next-cart');
      localStorage.setItem('cart', cart);
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOON_KUWAIT));
    const withCart = async (cart) => page.evaluate((value) => sessionStorage.setItem('next-cart', value), cart);

    // Checkout for delivery with one dish: under the minimum, nothing filled in yet.
    await page.goto('/demo');
    await withCart(await storedCart(base, 'delivery', 1, 1));
    await page.goto('/demo/delivery/checkout');
    await page.getByTestId('checkout-minimum').waitFor();
    await shoot(page, 'checkout', code);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shoot(page, 'checkout-dark', code);
    await page.emulateMedia({ colorScheme: 'light' });

    // A pin in Mirqab fills Street.
    const map = page.locator('.leaflet-container').first();
    const box = await map.boundingBox();
    await map.tap({ position: { x: box.width / 2, y: box.height / 2 } });
    await page.getByTestId('zone-info').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="address-street"]')?.value !== '',
    );
    await shoot(page, 'checkout-pin', code);

    // A dine-in order at a table, then its page.
    await withCart(await storedCart(base, 'dine_in', 2, 1));
    await page.goto('/demo/dine_in/checkout');
    await page.getByTestId('table-picker').click();
    await page.locator('[role="listbox"] [role="option"]').first().click();
    await page.getByTestId('contact-name').fill('Sara');
    await page.getByTestId('contact-phone').fill('50001234');
    await page.getByTestId('totals').and(page.locator('[data-source="server"]')).waitFor();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/demo\/order\/\d+$/);
    await page.getByTestId('order-steps').waitFor();
    await shoot(page, 'order', code);

    await page.goto('/demo/branches');
    await page.getByTestId('branch-card').first().waitFor();
    await page.waitForTimeout(500); // the map's tiles
    await shoot(page, 'branches', code);

    await page.goto('/demo/reservation');
    await page.getByTestId('reservation-calendar').waitFor();
    await shoot(page, 'reservation', code);

    await page.goto('/demo/settings');
    await page.getByTestId('settings-page').waitFor();
    await shoot(page, 'settings', code);
    await context.close();
  }
}
