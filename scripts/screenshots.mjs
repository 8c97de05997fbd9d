// Kiosk screenshots (issue 17) at 1080x1920 and the phone's menu screens (issue 32) at 390x844,
// English and Arabic, into docs/screenshots/ (shown in the README's "Kiosk screenshots" and
// "Phone screenshots"), then the phone's checkout, order, branches, reservation and settings
// (issue 32, scripts/screenshots-phone-flow.mjs). Not a test and not part of `npm test`:
//   npm run build && npm run mock:build && npm run screenshots [-- --port 4451]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromiumPath, NOON_KUWAIT, startMockServer } from './lib/mock-server.mjs';
import { shootPhoneFlow } from './screenshots-phone-flow.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4451' } } });
const OUT = 'docs/screenshots';
const LANGUAGES = [
  { code: 'en', locale: 'en-US' },
  { code: 'ar', locale: 'ar-KW' },
];

async function shoot(page, language, name) {
  // Pictures and fonts settle before the shot; JPEG keeps the committed files small.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/${name}-${language}.jpg`, type: 'jpeg', quality: 70 });
  console.log(`${OUT}/${name}-${language}.jpg`);
}

/** The item page's first option of every one-choice group, then "Add", back on the menu. */
async function addWithFirstChoices(page) {
  await page.getByTestId('add-to-cart').waitFor();
  for (const group of await page.locator('fieldset[data-group-id]').all()) {
    const radio = group.locator('input[type=radio]').first();
    if ((await radio.count()) > 0) await radio.check();
  }
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('item-page').waitFor({ state: 'detached' });
  // The demo suggests things with some dishes ("Complete your meal"): skipped here.
  await page.waitForLoadState('networkidle');
  const skip = page.getByTestId('suggestion-skip');
  if (await skip.isVisible()) {
    await skip.click();
    await skip.waitFor({ state: 'detached' });
  }
}

/** The phone's home, menu, a missing choice on an item and the menu with its order bar. */
async function phoneScreens(code, locale) {
  await fetch(`${base}/__mock/reset`, { method: 'POST' });
  await fetch(`${base}/__mock/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: NOON_KUWAIT, frozen: true }),
  });
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
  await page.goto('/demo');
  await page.getByTestId('home-cover').waitFor();
  await shoot(page, code, 'phone-home');
  await page.getByTestId('selling-type-delivery').click();
  const cards = page.locator('[data-testid^="item-card-"]');
  await cards.first().waitFor();
  await shoot(page, code, 'phone-menu');
  // Hummus asks for its bread: "Add" without it leads to the group.
  await cards.first().locator('[data-testid^="quick-add-"]').click();
  await page.getByTestId('item-note').scrollIntoViewIfNeeded();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('item-form-errors').waitFor();
  await shoot(page, code, 'phone-item-missing-choice');
  await page.locator('fieldset[data-group-id] input[type=radio]').first().check();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('order-bar').waitFor();
  await shoot(page, code, 'phone-menu-after-add');
  await context.close();
}

const { base, stop } = await startMockServer('dist', Number(values.port));
const browser = await chromium.launch({
  executablePath: chromiumPath(chromium),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const { code, locale } of process.env.SCREENSHOTS_ONLY_PHONE ? [] : LANGUAGES) {
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    await fetch(`${base}/__mock/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: NOON_KUWAIT, frozen: true }),
    });
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1080, height: 1920 },
      deviceScaleFactor: 1,
      hasTouch: true,
      locale,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOON_KUWAIT));
    // The "Complete your meal" panel opened over the item page and stopped this walk (as in
    // tests/e2e/kiosk-support.ts withoutSuggestions): the kiosk shots are taken without it.
    await page.route('**/api/webapp/v5/restaurant/demo*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.restaurant) body.restaurant.suggestions = { phone: false, kiosk: false, table: false };
      await route.fulfill({ response, json: body });
    });

    await page.goto('/demo');
    await page.getByTestId('business-name').waitFor();
    await shoot(page, code, 'home');

    // From here on the device is a kiosk (a stored setup; its PIN is not needed here, so any hash
    // of the right shape does): the attract screen, then a customer's order through to its number.
    await page.evaluate(() =>
      localStorage.setItem(
        'device',
        JSON.stringify({
          version: 1,
          data: {
            mode: 'kiosk',
            referenceId: 'demo',
            branchId: null,
            tableId: null,
            pinHash: `pbkdf2$1$${'00'.repeat(16)}$${'00'.repeat(32)}`,
            idleSeconds: 600,
          },
        }),
      ),
    );
    await page.goto('/demo');
    await page.getByTestId('kiosk-attract').waitFor();
    await shoot(page, code, 'attract');
    await page.getByTestId('kiosk-start').click();
    await page.getByTestId('kiosk-eat-here').click();
    await page.waitForURL(/\/demo\/dine_in$/);
    const cards = page.locator('[data-testid^="item-card-"]');
    await cards.first().waitFor();
    await shoot(page, code, 'menu');

    await cards.first().locator('a').first().click();
    await page.getByTestId('add-to-cart').waitFor();
    await shoot(page, code, 'item');
    // Each required choice taken; "Add" comes back to the menu by itself (issue 32).
    await addWithFirstChoices(page);
    await cards.nth(1).locator('a').first().click();
    await addWithFirstChoices(page);
    await page.getByTestId('review-order').click();
    await page.getByTestId('cart-sheet').getByTestId('cart-line').first().waitFor();
    await page.waitForTimeout(400); // the sheet's opening transition
    await shoot(page, code, 'cart');

    await page.getByTestId('panel-checkout').click();
    await page.waitForURL(/\/demo\/dine_in\/checkout$/);
    await page.getByTestId('contact-name').fill('Sara');
    await page.getByTestId('contact-phone').fill('50001234');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/demo\/order\/\d+$/);
    await page.getByTestId('order-placed').waitFor();
    await page.getByTestId('order-qr').waitFor(); // the QR library loads when the panel shows
    await shoot(page, code, 'order');
    await context.close();

    await phoneScreens(code, locale);
  }
  await shootPhoneFlow(browser, base);
} finally {
  await browser.close();
  stop();
}
