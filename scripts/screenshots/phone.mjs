// The phone's menu screens (issue 32) at 390×844, and those it shares with the kiosk and the table
// tablet (issue 30): the home with its ways to order, the delivery menu, "Add" on Hummus without
// its bread (the bread group brought into view), Hummus with its bread ticked, the menu after
// "Add" (the confirmation and the order bar) and the cart page.
import { freshDay, newDeviceContext, newPageAtNoon, shoot } from './lib.mjs';

export async function shootPhoneMenu(browser, base, language) {
  await freshDay(base);
  const context = await newDeviceContext(browser, base, 'phone', language);
  const page = await newPageAtNoon(context);
  const shot = (name) => shoot(page, `phone-${name}`, language);
  await page.goto('/demo');
  await page.getByTestId('home-cover').waitFor();
  await shot('home');
  await page.getByTestId('selling-type-delivery').click();
  const cards = page.locator('[data-testid^="item-card-"]');
  await cards.first().waitFor();
  await shot('menu');
  // Hummus asks for its bread: "Add" without it leads to the group.
  await cards.first().locator('[data-testid^="quick-add-"]').click();
  await page.getByTestId('item-note').scrollIntoViewIfNeeded();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('item-form-errors').waitFor();
  await shot('item-missing-choice');
  await page.locator('fieldset[data-group-id] input[type=radio]').first().check();
  await page.getByTestId('item-form-errors').waitFor({ state: 'hidden' });
  await page.locator('fieldset[data-group-id]').first().scrollIntoViewIfNeeded();
  await shot('item');
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('order-bar').waitFor();
  await shot('menu-after-add');
  // A phone's "View the cart" is the cart page.
  await page.getByTestId('review-order').click();
  await page.waitForURL(/\/demo\/delivery\/cart$/);
  await page.getByTestId('cart-line').first().waitFor();
  await shot('cart');
  await context.close();
}
