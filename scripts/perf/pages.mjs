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

// Issue #34's targets, against the stack floor measured in the same run: score at most 2 points
// below it (5 for the 2,000-item menu, the cart and the checkout), LCP at most 0.3 s and TBT at most
// 50 ms above it; the cart and the checkout loaded cold in at most 8 JS requests.
const FIRST_LOAD = { score: -2, lcp: 300, tbt: 50 };
const HEAVY = { score: -5, lcp: 300, tbt: 50 };
const COLD = { ...HEAVY, jsRequests: 8 };

/**
 * [{ name, url, profileDir?, floor?, targets? }] for the app on `base`, the stack floor on
 * `stackFloorBase` and the one-paragraph page on `floorBase`. `floor: 'stack'` is the yardstick.
 */
export async function pagesToMeasure(base, stackFloorBase, floorBase) {
  const demoItems = await orderableItems(base, 'demo', 'dine_in');
  const first = demoItems[0];
  const withCart = await profileWithCart(base, demoItems.slice(0, 2));
  return [
    { name: 'stack floor', url: `${stackFloorBase}/`, floor: 'stack' },
    { name: 'static page', url: `${floorBase}/`, floor: 'static' },
    { name: 'home /demo', url: `${base}/demo`, targets: FIRST_LOAD },
    { name: 'menu /demo/dine_in', url: `${base}/demo/dine_in`, targets: FIRST_LOAD },
    {
      name: 'item page',
      url: `${base}/demo/dine_in/${first.categoryId}/${first.item.id}`,
      targets: FIRST_LOAD,
    },
    { name: 'cart (cold)', url: `${base}/demo/dine_in/cart`, profileDir: withCart, targets: COLD },
    { name: 'checkout (cold)', url: `${base}/demo/dine_in/checkout`, profileDir: withCart, targets: COLD },
    { name: 'big menu /big/dine_in', url: `${base}/big/dine_in`, targets: HEAVY },
  ];
}
