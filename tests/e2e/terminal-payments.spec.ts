/**
 * Card payments on the kiosk's paired terminal (issue 31), in the kiosk project: every way a
 * payment can go (approved; declined then another card; cancelled at the terminal; timed out;
 * terminal offline; the reply lost after approval, with a reload) ends in exactly one paid order
 * or one unpaid pay-at-counter order, read back from the mock terminal's state; until the card is
 * approved the page says to pay on the terminal (never "Thank you for your order!"). The customer's
 * "few seconds" at the terminal pass on the mock's clock (/__mock/clock), never in real time.
 */
import type { Page } from '@playwright/test';
import { addFirstItem, seedKiosk, startKioskDay, withoutSuggestions } from './kiosk-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';

const TERMINAL = 'TERM-DEMO-1';

interface TerminalState {
  payments: { id: string; order_id: number; status: string; amount: number; decline_reason: string | null }[];
  orders: { id: number; payment_type: number; payment_status: string; total: number; in_kitchen: boolean }[];
}

test.beforeEach(async ({ page }) => {
  // Each journey waits on the mock's clock and the lazily loaded payment screen: room on a busy machine.
  test.slow();
  await startKioskDay(page);
  await withoutSuggestions(page);
  await seedKiosk(page, 60, TERMINAL);
});

async function terminalWill(page: Page, scenario: string): Promise<void> {
  const response = await page.request.post('/__mock/terminal/demo', {
    data: { scenario, tapDelayMs: 4_000 },
  });
  expect(response.ok()).toBe(true);
}

/** The customer's seconds at the terminal, on the mock's clock. */
async function customerAtTerminal(page: Page, ms = 5_000): Promise<void> {
  expect((await page.request.post('/__mock/clock', { data: { advanceMs: ms } })).ok()).toBe(true);
}

async function terminalState(page: Page): Promise<TerminalState> {
  return (await (await page.request.get('/__mock/terminal/demo')).json()) as TerminalState;
}

/** Attract → eat here → one item → checkout → "Pay by card" → placed; the terminal screen shows. */
async function orderAndPayByCard(page: Page): Promise<void> {
  await page.goto('/demo/kiosk');
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-eat-here').click();
  await addFirstItem(page);
  await page.getByTestId('review-order').click();
  await page.getByTestId('panel-checkout').click();
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeVisible();
  await page.getByRole('radio', { name: 'Pay by card' }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
  await expect(page.getByText('Tap, insert or swipe your card on the terminal')).toBeVisible();
  // Not thanked before the card is approved: the heading says what to do.
  await expect(page.getByTestId('order-heading')).toHaveText('Pay on the card terminal to finish your order');
}

/** Exactly one order, in the kitchen once; and every payment of it as listed. */
async function expectOneOrder(
  page: Page,
  expected: { paymentStatus: string; paymentType: number; payments: string[] },
): Promise<void> {
  await expect
    .poll(async () => {
      const state = await terminalState(page);
      return {
        orders: state.orders.map((o) => [o.payment_type, o.payment_status, o.in_kitchen]),
        payments: state.payments.map((p) => p.status),
      };
    })
    .toEqual({
      orders: [[expected.paymentType, expected.paymentStatus, true]],
      payments: expected.payments,
    });
  const state = await terminalState(page);
  for (const payment of state.payments) expect(payment.amount).toBe(state.orders[0]!.total);
}

test(
  'approved: the order number with "Paid by Visa ·· 4242"; one paid order',
  onlyOn.kiosk,
  async ({ page }) => {
    await terminalWill(page, 'approved');
    await orderAndPayByCard(page);
    await expect(page.getByTestId('terminal-payment')).toContainText('Amount to pay');
    await expectNoAxeViolations(page);
    // Nothing reaches the kitchen while the card is awaited.
    expect((await terminalState(page)).orders.map((o) => o.in_kitchen)).toEqual([false]);
    await customerAtTerminal(page);
    await expect(page.getByTestId('order-paid-by')).toHaveText('Paid by Visa ·· 4242');
    await expect(page.getByTestId('order-heading')).toHaveText('Thank you for your order!');
    await expect(page.getByTestId('order-placed-number')).toBeVisible();
    await expect(page.getByTestId('kiosk-order-done')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectOneOrder(page, { paymentStatus: 'paid', paymentType: 4, payments: ['approved'] });
  },
);

test('declined (not enough funds), then paid with another card', onlyOn.kiosk, async ({ page }) => {
  await terminalWill(page, 'declined_insufficient_funds');
  await orderAndPayByCard(page);
  await customerAtTerminal(page);
  await expect(page.getByTestId('terminal-declined')).toContainText(
    'The card was declined: not enough funds.',
  );
  await expect(page.getByTestId('terminal-retry')).toBeVisible();
  await expect(page.getByTestId('terminal-counter')).toBeVisible();
  await expect(page.getByTestId('order-heading')).toHaveText('Your order is not paid yet');
  await expectNoAxeViolations(page);
  await terminalWill(page, 'approved');
  // A double tap starts one payment.
  await page.getByTestId('terminal-other-card').dblclick();
  await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
  await customerAtTerminal(page);
  await expect(page.getByTestId('order-paid-by')).toHaveText('Paid by Visa ·· 4242');
  await expectOneOrder(page, { paymentStatus: 'paid', paymentType: 4, payments: ['declined', 'approved'] });
});

test(
  'cancelled at the terminal: back to the choice, then pay at the counter',
  onlyOn.kiosk,
  async ({ page }) => {
    await terminalWill(page, 'customer_cancelled');
    await orderAndPayByCard(page);
    await customerAtTerminal(page);
    await expect(page.getByTestId('terminal-choose')).toContainText(
      'The payment was cancelled. Your order is kept.',
    );
    await expectNoAxeViolations(page);
    await page.getByTestId('terminal-counter').click();
    await expect(page.getByTestId('order-next-steps')).toContainText(
      'Pay at the counter: show your order number.',
    );
    await expect(page.getByTestId('order-paid-by')).toHaveCount(0);
    await expectOneOrder(page, { paymentStatus: 'unpaid', paymentType: 2, payments: ['cancelled'] });
  },
);

test('the customer cancels on the kiosk; then pays by card', onlyOn.kiosk, async ({ page }) => {
  await terminalWill(page, 'approved');
  await orderAndPayByCard(page);
  await page.getByTestId('terminal-cancel').click();
  await expect(page.getByTestId('terminal-choose')).toContainText('The payment was cancelled.');
  await page.getByTestId('terminal-pay-card').click();
  await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
  await customerAtTerminal(page);
  await expect(page.getByTestId('order-paid-by')).toHaveText('Paid by Visa ·· 4242');
  await expectOneOrder(page, { paymentStatus: 'paid', paymentType: 4, payments: ['cancelled', 'approved'] });
});

test(
  'timed out: back to the choice with the order kept, then pay at the counter',
  onlyOn.kiosk,
  async ({ page }) => {
    await terminalWill(page, 'timed_out');
    await orderAndPayByCard(page);
    await customerAtTerminal(page, 61_000);
    await expect(page.getByTestId('terminal-choose')).toContainText(
      'The terminal waited too long for a card.',
    );
    await page.getByTestId('terminal-counter').click();
    await expect(page.getByTestId('order-next-steps')).toContainText('Pay at the counter');
    await expectOneOrder(page, { paymentStatus: 'unpaid', paymentType: 2, payments: ['timed_out'] });
  },
);

test('terminal offline: nothing charged; pay at the counter', onlyOn.kiosk, async ({ page }) => {
  await terminalWill(page, 'offline');
  await page.goto('/demo/kiosk');
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-eat-here').click();
  await addFirstItem(page);
  await page.getByTestId('review-order').click();
  await page.getByTestId('panel-checkout').click();
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  await page.getByRole('radio', { name: 'Pay by card' }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('terminal-choose')).toHaveAttribute('data-phase', 'offline');
  await expect(page.getByTestId('terminal-choose')).toContainText('The card terminal is not answering.');
  await expectNoAxeViolations(page);
  await page.getByTestId('terminal-counter').click();
  await expect(page.getByTestId('order-next-steps')).toContainText('Pay at the counter');
  await expectOneOrder(page, { paymentStatus: 'unpaid', paymentType: 2, payments: [] });
});

test(
  'the reply lost after approval, and a reload meanwhile: one payment, paid once',
  onlyOn.kiosk,
  async ({ page }) => {
    await terminalWill(page, 'reply_lost_after_approval');
    await orderAndPayByCard(page);
    // The kiosk reloads while the terminal waits: it follows the same payment, starts none.
    await page.reload();
    await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
    await customerAtTerminal(page);
    await expect(page.getByTestId('order-paid-by')).toHaveText('Paid by Visa ·· 4242');
    await expectOneOrder(page, { paymentStatus: 'paid', paymentType: 4, payments: ['approved'] });
  },
);

test('the payment screen in Arabic has no accessibility violations', onlyOn.kiosk, async ({ page }) => {
  await terminalWill(page, 'declined_card_refused');
  await page.goto('/demo/kiosk');
  await page.getByTestId('kiosk-language-ar').click();
  await page.getByTestId('kiosk-start').click();
  await page.getByTestId('kiosk-eat-here').click();
  await page.getByRole('button', { name: /^أضف/ }).first().click();
  await page.getByTestId('review-order').click();
  await page.getByTestId('panel-checkout').click();
  await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
  await page.getByRole('radio', { name: 'الدفع بالبطاقة' }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
  await expect(page.getByTestId('order-heading')).toHaveText('ادفع على جهاز البطاقات لإتمام طلبك');
  await expectNoAxeViolations(page);
  await customerAtTerminal(page);
  await expect(page.getByTestId('terminal-declined')).toHaveAttribute('data-reason', 'card_refused');
  await expectNoAxeViolations(page);
});

test(
  'idle: never reset while the card is awaited; after the decline it resets as usual',
  onlyOn.kiosk,
  async ({ page }) => {
    await terminalWill(page, 'manual');
    await orderAndPayByCard(page);
    // Long past the idle time and its warning: the payment under way stays on screen.
    await page.clock.fastForward(120_000);
    await expect(page.getByTestId('terminal-waiting')).toHaveAttribute('data-phase', 'waiting');
    await expect(page.getByTestId('idle-warning')).toHaveCount(0);
    const [payment] = (await terminalState(page)).payments;
    expect((await page.request.post(`/__mock/terminal-payments/${payment!.id}/decline`)).ok()).toBe(true);
    await expect(page.getByTestId('terminal-declined')).toBeVisible();
    // Final now: the idle time counts again from the decline; it warns, then starts over.
    await page.clock.fastForward(61_000);
    await expect(page.getByTestId('idle-warning')).toBeVisible();
    await page.clock.fastForward(16_000);
    await expect(page).toHaveURL(/\/demo\/kiosk$/);
    const state = await terminalState(page);
    expect(state.orders.map((o) => [o.payment_status, o.in_kitchen])).toEqual([['pending', false]]);
    expect(state.payments.map((p) => p.status)).toEqual(['declined']);
  },
);
