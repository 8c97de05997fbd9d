// The pages `npm run perf` measures, and what each needs before Lighthouse opens it: the item page's
// address comes from the mock menu; the cart and checkout open with a stored cart of two lines.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../lib/mock-server.mjs';

const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title></head>
<body><p>A static page of one paragraph, served by the same server as the app: the fastest any page here can be.</p></body></html>
`;

/** A folder holding the static floor page, for a second server instance. */
export function floorFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'perf-floor-'));
  writeFileSync(join(folder, 'index.html'), FLOOR_HTML);
  return folder;
}

function itemsOf(categories) {
  return categories.flatMap((category) => [
    ...category.items.map((item) => ({ item, categoryId: category.id })),
    ...itemsOf(category.subcategories),
  ]);
}

async function orderableItems(base, referenceId, type) {
  const response = await fetch(`${base}/api/webapp/v5/restaurant/${referenceId}`);
  const body = await response.json();
  return itemsOf(body.menu.categories).filter(
    ({ item }) => item.visible && item.price_labels.length > 0 && item.types.includes(type),
  );
}

/** A Chromium profile whose localStorage holds a cart of `lines` items (the app's stored shape). */
async function profileWithCart(base, entries) {
  const profileDir = mkdtempSync(join(tmpdir(), 'perf-profile-'));
  const cart = {
    version: 1,
    data: {
      items: entries.map(({ item }) => ({
        key: `${item.id}-${item.price_labels[0].id}`,
        item_id: item.id,
        price_label_id: item.price_labels[0].id,
        modifiers: [],
        quantity: 1,
        comment: null,
        item,
      })),
    },
  };
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(chromium),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await context.newPage();
  // A file of the origin, not the app: nothing of the app enters the profile's cache.
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(cart));
  await context.close();
  return profileDir;
}

/** [{ name, url, profileDir? }] for the app on `base` and the floor page on `floorBase`. */
export async function pagesToMeasure(base, floorBase) {
  const demoItems = await orderableItems(base, 'demo', 'dine_in');
  const first = demoItems[0];
  const withCart = await profileWithCart(base, demoItems.slice(0, 2));
  return [
    { name: 'static floor', url: `${floorBase}/` },
    { name: 'home /demo', url: `${base}/demo` },
    { name: 'menu /demo/dine_in', url: `${base}/demo/dine_in` },
    { name: 'item page', url: `${base}/demo/dine_in/${first.categoryId}/${first.item.id}` },
    { name: 'cart', url: `${base}/demo/dine_in/cart`, profileDir: withCart },
    { name: 'checkout', url: `${base}/demo/dine_in/checkout`, profileDir: withCart },
    { name: 'big menu /big/dine_in', url: `${base}/big/dine_in` },
  ];
}
