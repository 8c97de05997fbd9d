// The table tablet's screens (issue 30) at 1280×800: staff bind it to a table of the demo
// business; the party adds two dishes (the order beside the menu), calls the waiter, sends the
// order to the kitchen and reads this table's orders; staff open the setup again with the PIN.
// Then a tablet of `solo` (which takes tips) with a card terminal paired: the bill with a tip.
import {
  freshDay,
  mockControl,
  newDeviceContext,
  newPageAtNoon,
  openStaffSetup,
  quickAdd,
  setUpDevice,
  shoot,
} from './lib.mjs';

/** `count` dishes from the menu's quick "Add": the order beside the menu lists them. */
async function addDishes(page, count) {
  await page.locator('[data-testid^="item-card-"]').first().waitFor();
  for (let n = 0; n < count; n += 1) {
    await quickAdd(page, n);
    await page.getByTestId('order-bar').getByTestId('cart-line').nth(n).waitFor();
  }
}

/** "Send to kitchen": the order page with the sitting's running total. */
async function sendToKitchen(page, referenceId) {
  await page.getByTestId('send-to-kitchen').click();
  await page.waitForURL(new RegExp(`/${referenceId}/order/\\d+$`));
  await page.getByTestId('order-sitting-total').waitFor();
}

export async function shootTablet(browser, base, language) {
  await freshDay(base);
  const context = await newDeviceContext(browser, base, 'tablet', language);
  const page = await newPageAtNoon(context, { running: true });
  const shot = (name) => shoot(page, `tablet-${name}`, language);
  await setUpDevice(page, 'demo', { mode: 'table', tableIndex: 1 });
  await page.waitForURL(/\/demo\/dine_in$/);
  await addDishes(page, 2);
  await shot('menu');

  // The waiter called: confirmed with the time of the call, and a way to take it back.
  const waiter = page.getByTestId('table-call-waiter');
  await waiter.click();
  await page.locator('[data-testid="table-call-waiter"][aria-disabled="true"]').waitFor();
  await page.getByTestId('table-call-waiter-cancel').waitFor();
  await shot('waiter-called');
  await page.getByTestId('table-call-waiter-cancel').click();
  await page.getByTestId('table-call-waiter-cancel').waitFor({ state: 'hidden' });

  await sendToKitchen(page, 'demo');
  await shot('sent');
  await page.getByTestId('table-orders-link').click();
  await page.getByTestId('table-order').first().waitFor();
  await shot('orders');
  await openStaffSetup(page);
  await shot('setup');
  await context.close();

  // The bill of a sitting at a `solo` table, its 15 % tip tile chosen, to pay on the terminal.
  await mockControl(base, 'terminal/solo', { scenario: 'approved', tapDelayMs: 4_000 });
  const soloContext = await newDeviceContext(browser, base, 'tablet', language);
  const solo = await newPageAtNoon(soloContext, { running: true });
  await setUpDevice(solo, 'solo', { mode: 'table', terminalId: 'TERM-TABLE-7' });
  await solo.waitForURL(/\/solo\/dine_in$/);
  await addDishes(solo, 1);
  await sendToKitchen(solo, 'solo');
  await solo.goto('/solo/dine_in');
  await solo.getByTestId('table-pay-bill').click();
  await solo.waitForURL(/\/solo\/table-bill\/sitting$/);
  await solo.getByTestId('table-bill').and(solo.locator('[data-phase="open"]')).waitFor();
  await solo.getByTestId('tip-tile').nth(2).click();
  await solo.getByTestId('bill-tip').waitFor();
  await shoot(solo, 'tablet-bill-tips', language);
  await soloContext.close();
}
