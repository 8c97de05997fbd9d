// The phone's ordering flow after the menu (issue 32) at 390×844, full page (light, and the
// checkout dark too): checkout before anything is filled in, the checkout after a dropped pin, the
// order page, branches, reservation and settings.
import { freshDay, newDeviceContext, newPageAtNoon, shoot } from './lib.mjs';

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

export async function shootPhoneFlow(browser, base, language) {
  await freshDay(base);
  // Whole pages: at 1× to keep the files small.
  const context = await newDeviceContext(browser, base, 'phone', language, { deviceScaleFactor: 1 });
  // A cart handed over in sessionStorage becomes the stored cart before the app starts (the app
  // writes its own cart back, so a cart written while it runs would be lost).
  await context.addInitScript(() => {
    const cart = sessionStorage.getItem('next-cart');
    if (cart === null) return;
    sessionStorage.removeItem('next-cart');
    localStorage.setItem('cart', cart);
  });
  const page = await newPageAtNoon(context);
  const shot = (name) => shoot(page, `phone-${name}`, language, { fullPage: true });
  const withCart = async (cart) => page.evaluate((value) => sessionStorage.setItem('next-cart', value), cart);

  // Checkout for delivery with one dish: under the minimum, nothing filled in yet.
  await page.goto('/demo');
  await withCart(await storedCart(base, 'delivery', 1, 1));
  await page.goto('/demo/delivery/checkout');
  await page.getByTestId('checkout-minimum').waitFor();
  await shot('checkout');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot('checkout-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // A pin in Mirqab fills Street.
  const map = page.locator('.leaflet-container').first();
  const box = await map.boundingBox();
  await map.tap({ position: { x: box.width / 2, y: box.height / 2 } });
  await page.getByTestId('zone-info').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="address-street"]')?.value !== '');
  await shot('checkout-pin');

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
  await shot('order');

  await page.goto('/demo/branches');
  await page.getByTestId('branch-card').first().waitFor();
  await page.waitForTimeout(500); // the map's tiles
  await shot('branches');

  await page.goto('/demo/reservation');
  await page.getByTestId('reservation-calendar').waitFor();
  await shot('reservation');

  await page.goto('/demo/settings');
  await page.getByTestId('settings-page').waitFor();
  await shot('settings');
  await context.close();
}
