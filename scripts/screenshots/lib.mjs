// What every screenshot module shares: the languages, the devices' screens, a fresh mock day, the
// device set up as staff do it, the item page's choices and the shot itself (JPEG, quality 70).
import { NOON_KUWAIT } from '../lib/mock-server.mjs';

export const OUT = 'docs/screenshots';

export const LANGUAGES = [
  { code: 'en', locale: 'en-US' },
  { code: 'ar', locale: 'ar-KW' },
];

/** The three devices' screens: a kiosk (portrait), a table tablet (landscape) and a phone. */
export const DEVICES = {
  kiosk: { viewport: { width: 1080, height: 1920 }, deviceScaleFactor: 1, hasTouch: true },
  tablet: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, hasTouch: true },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
};

/** POST to the mock server's controls (/__mock/…); throws unless it answers OK. */
export async function mockControl(base, path, body) {
  const response = await fetch(`${base}/__mock/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__mock/${path}: ${response.status}`);
}

/** Fresh mock state, its clock at noon in Kuwait (the demo businesses are open) and frozen. */
export async function freshDay(base) {
  await mockControl(base, 'reset');
  await mockControl(base, 'clock', { now: NOON_KUWAIT, frozen: true });
}

/**
 * A new browser context for `device` in `language` (the app's language cookie and the browser's
 * locale), without the "Complete your meal" suggestions (they have their own screens) and without
 * the service worker. `options` overrides the device's settings (a full-page phone shot at 1×).
 */
export async function newDeviceContext(browser, base, device, language, options = {}) {
  const context = await browser.newContext({
    baseURL: base,
    ...DEVICES[device],
    ...options,
    locale: language.locale,
    serviceWorkers: 'block',
  });
  // A step that cannot happen fails the run instead of holding it.
  context.setDefaultTimeout(20_000);
  await context.addCookies([{ name: 'i18n_redirected', value: language.code, url: base }]);
  await context.route(/\/api\/webapp\/v5\/restaurant\/[^/?]+(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.restaurant) body.restaurant.suggestions = { phone: false, kiosk: false, table: false };
    await route.fulfill({ response, json: body });
  });
  return context;
}

/**
 * A page whose clock starts at noon in Kuwait and runs (`running`: the idle warning is reached by
 * jumping it ahead), or stands still at noon.
 */
export async function newPageAtNoon(context, { running = false } = {}) {
  const page = await context.newPage();
  if (running) {
    await page.clock.install({ time: new Date(NOON_KUWAIT) });
    await page.clock.resume();
  } else {
    await page.clock.setFixedTime(new Date(NOON_KUWAIT));
  }
  return page;
}

/** Waits until the page is still: requests done, fonts loaded, every image in view decoded. */
export async function settle(page, ms = 300) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((image) => image.loading !== 'lazy' && !image.complete);
    const loaded = pending.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    );
    // A picture that never comes (a slide not shown yet) holds the shot back two seconds at most.
    await Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  // Transitions (a sheet or dialog opening, a toast) end.
  await page.waitForTimeout(ms);
}

/** docs/screenshots/<name>-<language>.jpg of the screen (or the whole page). */
export async function shoot(page, name, language, { fullPage = false } = {}) {
  await settle(page);
  const path = `${OUT}/${name}-${language.code}.jpg`;
  await page.screenshot({ path, type: 'jpeg', quality: 70, fullPage });
  console.log(path);
  return path;
}

/** The item page's first option of every one-choice group ticked. */
export async function tickRequiredChoices(page) {
  await page.getByTestId('add-to-cart').waitFor();
  for (const group of await page.locator('fieldset[data-group-id]').all()) {
    const radio = group.locator('input[type=radio]').first();
    if ((await radio.count()) > 0) await radio.check();
  }
}

/** "Add" on the item page: back on the menu with the order bar (issue 32, every device). */
export async function addAndBackToMenu(page) {
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('item-page').waitFor({ state: 'detached' });
  await page.getByTestId('order-bar').waitFor();
}

/** The menu's n-th quick "Add" (its first price if the dish asks which). */
export async function quickAdd(page, n) {
  await page.locator('button[data-testid^="quick-add-"]').nth(n).click();
  const picker = page.getByTestId('price-picker');
  if (await picker.isVisible().catch(() => false)) await picker.getByRole('button').first().click();
}

export const STAFF_PIN = '4826';

/**
 * A device never set up, set up as staff do it at /{referenceId}/device: its mode, the table (a
 * table tablet: the `tableIndex`-th), the staff PIN twice, the idle time and the paired payment
 * terminal; then "Save and start".
 */
export async function setUpDevice(page, referenceId, setup) {
  await page.goto(`/${referenceId}/device`);
  await page.getByTestId('device-setup').waitFor();
  await page.locator(`[data-testid="device-mode"] input[type=radio][value="${setup.mode}"]`).check();
  if (setup.mode === 'table') {
    // The tables load after the mode is chosen: the list opens once they are there.
    await page.waitForFunction(() => !document.querySelector('[data-testid="device-table"]')?.placeholder);
    // Chosen with the list's keys (the dropdown's options are drawn after its transition).
    await page.getByTestId('device-table').focus();
    const highlighted = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="listbox"] [role="option"]')].findIndex((option) =>
          option.hasAttribute('data-combobox-selected'),
        ),
      );
    for (let step = 0; step < 20 && (await highlighted()) !== (setup.tableIndex ?? 0); step += 1) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(200); // the list opening, the highlight moving
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="device-table"]')?.value !== '');
  }
  await page.getByTestId('device-pin').fill(STAFF_PIN);
  await page.getByTestId('device-pin-again').fill(STAFF_PIN);
  if (setup.idleSeconds) await page.getByTestId('device-idle').fill(String(setup.idleSeconds));
  if (setup.terminalId) await page.getByTestId('device-terminal').fill(setup.terminalId);
  await page.getByTestId('device-save').click();
  await page.getByTestId('device-setup').waitFor({ state: 'detached' });
}

/** The staff corner's five taps and the PIN: the set-up device's setup screen, as staff open it. */
export async function openStaffSetup(page) {
  const corner = page.getByTestId('staff-corner');
  for (let tap = 0; tap < 5; tap += 1) await corner.click();
  await page.getByTestId('staff-pin').fill(STAFF_PIN);
  await page.getByTestId('staff-pin-submit').click();
  await page.getByTestId('device-setup').waitFor();
}
