/**
 * Faults on the calls a customer's order depends on (issue 10): for each call and each way it can
 * fail, the screen says so in the call's own words (its own notice where it has one), and once the
 * call works again the named way on it offers ("Try again", "Check again", the form's own button)
 * is taken and the customer goes on with the cart and form as they were. Where the app's own retry
 * of a GET meets '503 once', the screen the customer wanted has to arrive by itself.
 */
import type { Page } from '@playwright/test';
import { fillGuest, ordersIn, seedCart, serverTotal } from './order-support.ts';
import {
  FAULT_KINDS,
  breakCall,
  expectCallMade,
  expectNothingSaid,
  expectRetriedOnItsOwn,
  expectTold,
  letDeadlinesPass,
  noticeWords,
  runAsFaultCases,
  takeWayOn,
  takeWayOnUnlessSettled,
  type FaultKind,
} from './fault-support.ts';
import { expect, test } from './support.ts';

runAsFaultCases();
// Each case is independent (fresh mock state, its own page): both workers share the file.
test.describe.configure({ mode: 'parallel' });

async function carPickupCheckout(page: Page) {
  await seedCart(page, 'demo', 'car_pickup', 2, 1);
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('4455');
  await fillGuest(page);
}

/** A route whose load failed: the error screen's words, and its "Try again" as the way on. */
const ROUTE_FAILED = { notice: 'server-error', words: 'Something went wrong on our side.' };

/**
 * Placing the order: whatever way the call fails, the customer cannot know whether the order went
 * through, so the checkout says it is checking ("Check again" asks; the same request, so never a
 * second order). After a deadline the app's own check is already due and settles it by itself.
 */
async function orderSettled(page: Page, kind: FaultKind): Promise<void> {
  if (kind !== 'timeout')
    await takeWayOnUnlessSettled(
      page,
      'Check again',
      { notice: 'submit-unresolved' },
      page.getByTestId('order-steps'),
    );
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 20_000 });
}

/** The amounts check's failures the order's notice offers to try again (server and network). */
const CHECK_RETRYABLE_ON: readonly FaultKind[] = ['500', '503 once', 'timeout', 'network error'];

for (const kind of FAULT_KINDS) {
  test(`the business and menu call: ${kind}`, async ({ page }) => {
    await seedCart(page, 'demo', 'car_pickup', 2, 1);
    const heal = await breakCall(page, 'GET', /\/api\/webapp\/v5\/restaurant\/demo/, kind);
    await page.goto('/demo/car_pickup/cart', { waitUntil: 'commit' });
    await letDeadlinesPass(page, kind, heal);
    if (kind === '503 once') await expectRetriedOnItsOwn(page, page.getByTestId('cart-line'));
    else {
      await expectTold(page, ROUTE_FAILED, heal);
      await heal();
      await takeWayOn(page, 'Try again', ROUTE_FAILED);
    }
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  });

  test(`the amounts call (calc-order): ${kind}`, async ({ page }) => {
    // The checkout's own totals arrive first; the fault then meets the check that "Place order"
    // makes before it sends the order, which is the path this case is about.
    await carPickupCheckout(page);
    await serverTotal(page);
    const heal = await breakCall(page, 'POST', /\/api\/service\/pos\/calc-order\//, kind);
    await page.getByTestId('place-order').click();
    await letDeadlinesPass(page, kind, heal);
    await expectTold(page, { notice: 'order-error', words: 'Your order was not placed' }, heal);
    expect(await ordersIn(page, 'demo')).toBe(0);
    await heal();
    await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
    // The notice offers "Try again" where the check may work next time; else the form's button.
    if (CHECK_RETRYABLE_ON.includes(kind)) await takeWayOn(page, 'Try again', { notice: 'order-error' });
    else await takeWayOn(page, /^Place order/);
    await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 20_000 });
    expect(await ordersIn(page, 'demo')).toBe(1);
  });

  test(`the place-order call: ${kind}`, async ({ page }) => {
    await carPickupCheckout(page);
    const heal = await breakCall(page, 'POST', /\/api\/webapp\/order$/, kind);
    await page.getByTestId('place-order').click();
    await letDeadlinesPass(page, kind, heal);
    await expectTold(
      page,
      { notice: 'submit-unresolved', words: 'Checking whether your order went through' },
      heal,
    );
    await heal();
    await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
    await orderSettled(page, kind);
    expect(await ordersIn(page, 'demo')).toBe(1);
  });

  test(`the order-status call: ${kind}`, async ({ page }) => {
    await carPickupCheckout(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 20_000 });
    const heal = await breakCall(page, 'GET', /\/api\/webapp\/order\/\d+$/, kind);
    await page.reload({ waitUntil: 'commit' });
    await letDeadlinesPass(page, kind, heal);
    if (kind === '503 once') await expectRetriedOnItsOwn(page, page.getByTestId('order-steps'));
    else {
      await expectTold(page, ROUTE_FAILED, heal);
      await heal();
      await takeWayOn(page, 'Try again', ROUTE_FAILED);
    }
    await expect(page.getByTestId('order-steps')).toBeVisible();
  });

  test(`the send-code call (login): ${kind}`, async ({ page }) => {
    await page.goto('/demo/login');
    const heal = await breakCall(page, 'POST', /\/api\/send-otp$/, kind);
    await page.getByTestId('login-phone').fill('50000001');
    await page.getByTestId('login-submit').click();
    await letDeadlinesPass(page, kind, heal);
    if (kind === 'contract violation') {
      // A 200 is a sent code whatever its body says: the code step opens, with nothing to tell.
      await expectCallMade(heal);
      await expectNothingSaid(page);
    } else {
      await expectTold(page, { words: noticeWords(kind) }, heal);
      await heal();
      await expect(page.getByTestId('login-phone')).toHaveValue('50000001');
      await takeWayOn(page, 'Send the code');
    }
    await expect(page.getByRole('textbox', { name: /^Digit 1 of/ })).toBeVisible();
  });
  test(`the opening-hours call (shifts): ${kind}`, async ({ page }) => {
    const heal = await breakCall(page, 'GET', /\/api\/webapp\/v5\/shifts\//, kind);
    await seedCart(page, 'demo', 'car_pickup', 2, 1);
    await page.goto('/demo/car_pickup/checkout');
    if (kind === 'timeout') {
      // A stalled call holds the checkout's form back 3 s at most (SHIFTS_WAIT_MS), not for its
      // deadlines (15 s an attempt): the page's clock runs that long, the form is there.
      await expect.poll(() => heal.stalled.length).toBeGreaterThan(0);
      await page.clock.runFor(3_000);
      await expect(page.getByTestId('car-plate')).toBeVisible();
    }
    // Then the call's deadlines pass, on the page's clock, or the case would wait them out.
    await letDeadlinesPass(page, kind, heal);
    await page.getByTestId('car-plate').fill('4455');
    await fillGuest(page);
    await expectCallMade(heal);
    // Without the opening hours the server still decides at the order: nothing to say, and the
    // order goes through by its own button.
    await expect(page.getByTestId('place-order')).toBeVisible();
    await expectNothingSaid(page);
    await heal();
    await expect(page.getByTestId('contact-name')).toHaveValue('Sara Al-Ali');
    await takeWayOn(page, /^Place order/);
    await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 20_000 });
    expect(await ordersIn(page, 'demo')).toBe(1);
  });

  test(`the coupon call: ${kind}`, async ({ page }) => {
    await seedCart(page, 'demo', 'car_pickup', 2, 1);
    await page.goto('/demo/car_pickup/cart');
    const heal = await breakCall(page, 'POST', /\/api\/webapp\/coupons\/validate$/, kind);
    await page.getByTestId('coupon-input').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await letDeadlinesPass(page, kind, heal);
    await expect(page.getByTestId('coupon-error')).toHaveText(
      'The coupon could not be checked. Please try again.',
      { timeout: 20_000 },
    );
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('coupon-input')).toHaveValue('WELCOME10');
    await heal();
    await takeWayOn(page, 'Apply');
    await expect(page.getByTestId('coupon-applied')).toBeVisible();
  });

  test(`the code-check call (login): ${kind}`, async ({ page }) => {
    await page.goto('/demo/login');
    await page.getByTestId('login-phone').fill('50000001');
    const sent = page.waitForResponse((response) => response.url().includes('/api/send-otp'));
    await page.getByTestId('login-submit').click();
    const { debug_code: code } = (await (await sent).json()) as { debug_code: string };
    const heal = await breakCall(page, 'POST', /\/api\/verify-otp$/, kind);
    const firstDigit = page.getByRole('textbox', { name: /^Digit 1 of/ });
    await firstDigit.click();
    await page.keyboard.type(code);
    await letDeadlinesPass(page, kind, heal);
    await expectTold(page, { words: noticeWords(kind) }, heal);
    await heal();
    await expect(page).toHaveURL(/\/demo\/login/);
    await firstDigit.click();
    await page.keyboard.type(code);
    await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  });
}
