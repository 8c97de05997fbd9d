// The kiosk's screens (issue 30) at 1080×1920: staff set it up (the demo business, a card
// terminal paired); a customer goes from the attract screen through the menu, an item with its
// choices, the cart and checkout (the on-screen keyboard open on the optional name) to a card
// payment on the terminal and the order-done screen; then the next customer walks away (the idle
// warning) and asks to start over; last, staff open the setup again with the PIN.
import {
  addAndBackToMenu,
  freshDay,
  mockControl,
  newDeviceContext,
  newPageAtNoon,
  openStaffSetup,
  quickAdd,
  setUpDevice,
  shoot,
  tickRequiredChoices,
} from './lib.mjs';

const TERMINAL = 'TERM-DEMO-1';
const IDLE_SECONDS = 120;
/** The name typed on the on-screen keyboard: its keys, one tap each (⇧ for a capital). */
const NAME_KEYS = { en: ['shift', 'S', 'a', 'r', 'a'], ar: ['س', 'ا', 'ر', 'ة'] };

/** The shown attract picture, loaded. */
async function attractShown(page) {
  await page.getByTestId('kiosk-attract').waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-shown="true"] [data-testid="attract-picture"]')].some(
      (picture) => picture.complete && picture.naturalWidth > 0,
    ),
  );
}

export async function shootKiosk(browser, base, language) {
  await freshDay(base);
  // The terminal approves the card a few seconds (on the mock's clock) after the customer taps it.
  await mockControl(base, 'terminal/demo', { scenario: 'approved', tapDelayMs: 4_000 });
  const context = await newDeviceContext(browser, base, 'kiosk', language);
  const page = await newPageAtNoon(context, { running: true });
  const shot = (name) => shoot(page, `kiosk-${name}`, language);
  await setUpDevice(page, 'demo', { mode: 'kiosk', idleSeconds: IDLE_SECONDS, terminalId: TERMINAL });

  await page.goto('/demo/kiosk');
  await attractShown(page);
  await shot('attract');
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-dining').waitFor();
  await shot('dining');
  await page.getByTestId('kiosk-eat-here').click();
  await page.waitForURL(/\/demo\/dine_in$/);
  const cards = page.locator('[data-testid^="item-card-"]');
  await cards.first().waitFor();
  await shot('menu');

  // Hummus: its bread ticked, and extra cheese with its quantity stepper.
  await cards.first().locator('a').first().click();
  await tickRequiredChoices(page);
  const extras = page.locator('fieldset[data-group-id]:has(input[type=checkbox])').first();
  await extras.locator('input[type=checkbox]').first().check();
  await extras.getByTestId('choice-tile').first().locator('button').last().click();
  await page.locator('fieldset[data-group-id]').first().scrollIntoViewIfNeeded();
  await shot('item');
  await addAndBackToMenu(page);
  await shot('menu-added');

  // A second dish; "View the cart" opens the sheet, its checkout the checkout.
  await quickAdd(page, 1);
  await page.getByTestId('review-order').click();
  await page.getByTestId('cart-sheet').getByTestId('cart-line').first().waitFor();
  await shot('cart-sheet');
  await page.getByTestId('panel-checkout').click();
  await page.waitForURL(/\/demo\/dine_in\/checkout$/);
  await page.getByTestId('totals').and(page.locator('[data-source="server"]')).waitFor();
  // Back from checkout: the cart page, then on to checkout again.
  await page.getByTestId('kiosk-back').click();
  await page.waitForURL(/\/demo\/dine_in\/cart$/);
  await page.getByTestId('cart-line').first().waitFor();
  await shot('cart');
  await page.getByTestId('go-to-checkout').click();
  await page.waitForURL(/\/demo\/dine_in\/checkout$/);
  await page.getByTestId('totals').and(page.locator('[data-source="server"]')).waitFor();
  await shot('checkout');

  // The optional name on the on-screen keyboard.
  await page.getByTestId('contact-name').click();
  const keyboard = page.getByTestId('device-keyboard');
  for (const key of NAME_KEYS[language.code]) await keyboard.locator(`[data-key="${key}"]`).click();
  await shot('checkout-keyboard');
  await keyboard.locator('[data-key="done"]').click();
  await keyboard.waitFor({ state: 'hidden' });

  // Paid by card on the paired terminal: the waiting screen, then (the card tapped) the order done.
  await page.locator('[data-testid="payment-methods"] input[type=radio][value="4"]').check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/demo\/order\/\d+$/);
  await page.getByTestId('terminal-waiting').and(page.locator('[data-phase="waiting"]')).waitFor();
  await shot('card-waiting');
  await mockControl(base, 'clock', { advanceMs: 5_000 });
  await page.getByTestId('order-paid-by').waitFor({ timeout: 15_000 });
  await page.getByTestId('order-qr').waitFor();
  await shot('order-done');

  // The next customer: an order begun, then left (the idle warning), then "Start over?".
  await page.getByTestId('kiosk-start-over').click();
  await attractShown(page);
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-take-away').click();
  await cards.first().waitFor();
  await quickAdd(page, 0);
  await page.getByTestId('order-bar').waitFor();
  await page.clock.fastForward((IDLE_SECONDS + 1) * 1_000);
  await page.getByTestId('idle-warning').waitFor();
  await shot('idle-warning');
  await page.getByTestId('idle-still-here').click();
  await page.getByTestId('idle-warning').waitFor({ state: 'hidden' });
  await page.getByTestId('kiosk-start-over').click();
  await page.getByTestId('kiosk-start-over-confirm').waitFor();
  await shot('start-over');
  await page.getByTestId('kiosk-keep-order').click();

  await openStaffSetup(page);
  await shot('setup');
  await context.close();
}
