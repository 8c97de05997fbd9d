/**
 * Faults on the touch layouts' own way to an order (issue 29): the order bar, the cart sheet it
 * opens and the checkout reached from it, on a tablet and a kiosk. The place-order call breaks the
 * ways a network and a server break it; the customer is told, keeps the cart and the form, and the
 * same tap places exactly one order once the call works again.
 */
import type { Page } from '@playwright/test';
import {
  breakCall,
  expectTold,
  letDeadlinesPass,
  runAsFaultCases,
  takeWayOnUnlessSettled,
  type FaultKind,
} from './fault-support.ts';
import { fillGuest, ordersIn, seedCart } from './order-support.ts';
import { expect, onlyOn, test } from './support.ts';

runAsFaultCases();

/** From the menu's order bar, through the cart sheet, to the checkout with the form filled. */
async function checkoutFromTheOrderBar(page: Page): Promise<void> {
  await seedCart(page, 'demo', 'car_pickup', 2, 1);
  await page.goto('/demo/car_pickup');
  await expect(page.getByTestId('order-bar-count')).toHaveText('2 items');
  await page.getByTestId('review-order').click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('cart-line')).toHaveCount(2);
  await sheet.getByTestId('panel-checkout').click();
  await expect(page).toHaveURL(/\/demo\/car_pickup\/checkout$/);
  await page.getByTestId('car-plate').fill('4455');
  await fillGuest(page);
}

test.describe('the touch layouts', onlyOn.touch, () => {
  for (const kind of ['500', 'network error', 'timeout'] satisfies FaultKind[]) {
    test(`the place-order call from the order bar: ${kind}`, async ({ page }) => {
      await checkoutFromTheOrderBar(page);
      const heal = await breakCall(page, 'POST', /\/api\/webapp\/order$/, kind);
      await page.getByTestId('place-order').click();
      await letDeadlinesPass(page, kind, heal);
      // No answer (or a 5xx) may still have placed it: the app says so and asks again, never anew.
      const unknown = { notice: 'submit-unresolved', words: 'Checking whether your order went through' };
      await expectTold(page, unknown, heal);
      expect(await ordersIn(page, 'demo')).toBe(0);
      // The order bar is the touch layout's way back to the cart: it still holds both lines, and
      // the checkout reached from it again still knows the order in doubt and the form.
      await page.goto('/demo/car_pickup');
      await expect(page.getByTestId('order-bar-count')).toHaveText('2 items');
      await page.getByTestId('review-order').click();
      await page.getByRole('dialog').getByTestId('panel-checkout').click();
      await expectTold(page, unknown);
      await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
      await heal();
      await takeWayOnUnlessSettled(page, 'Check again', unknown, page.getByTestId('order-steps'));
      await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 20_000 });
      expect(await ordersIn(page, 'demo')).toBe(1);
    });
  }
});
