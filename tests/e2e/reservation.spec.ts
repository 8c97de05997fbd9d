import type { Page } from '@playwright/test';
import { logIn } from './order-support.ts';
import { expect, expectNoAxeViolations, resetMock, onlyOn, test } from './support.ts';

// Tuesday 2025-11-18, 12:00 in Kuwait. The demo reserves with a table, with a pre-order (type 2),
// up to 8 guests, at least one hour ahead.
const NOON_KUWAIT = '2025-11-18T09:00:00.000Z';
const FATIMA = '+96550000001';

test.beforeEach(async ({ page }) => {
  await resetMock(page);
  expect((await page.request.post('/__mock/clock', { data: { now: NOON_KUWAIT, frozen: true } })).ok()).toBe(
    true,
  );
  await page.clock.setFixedTime(new Date(NOON_KUWAIT));
});

async function reservationsIn(page: Page, scenario: string): Promise<number> {
  const state = (await (await page.request.get('/__mock/state')).json()) as {
    scenarios: Record<string, { reservations: number } | undefined>;
  };
  return state.scenarios[scenario]?.reservations ?? 0;
}

async function advanceMockClock(page: Page, ms: number): Promise<void> {
  expect((await page.request.post('/__mock/clock', { data: { advanceMs: ms } })).ok()).toBe(true);
}

/** The form, opened the way a customer does: from the business home. */
async function openForm(page: Page): Promise<void> {
  await page.goto('/demo');
  await page.getByTestId('reserve-table').click();
  await expect(page).toHaveURL(/\/demo\/reservation\/table$/);
  await expect(page.getByTestId('reservation-times')).toBeVisible();
}

async function chooseParty(page: Page, guests: number): Promise<void> {
  const stepper = page.getByRole('group', { name: 'Number of guests' });
  const start = Number(await page.getByTestId('party-size').getAttribute('data-value'));
  for (let i = start; i < guests; i++)
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  for (let i = start; i > guests; i--)
    await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByTestId('party-size')).toHaveAttribute('data-value', String(guests));
}

async function chooseTime(page: Page, label: string): Promise<void> {
  await page.getByTestId('reservation-times').getByText(label, { exact: true }).click();
}

async function chooseTable(page: Page, name: string): Promise<void> {
  await page.getByTestId('reservation-tables').getByRole('radio', { name, exact: true }).check();
}

async function fillGuest(page: Page): Promise<void> {
  await page.getByTestId('contact-name').fill('Sara');
  await page.getByTestId('contact-phone').fill('5000 1234');
}

async function expectSuccess(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/demo\/reservation\/success\/\d+$/, { timeout: 10_000 });
  await expect(page.getByTestId('reservation-success')).toBeVisible();
  return Number(/\/success\/(\d+)$/.exec(page.url())![1]);
}

/** Another customer books a table through the API, as if at the same moment. */
async function someoneElseReserves(page: Page, tableName: string, time: string): Promise<void> {
  const business = (await (await page.request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    restaurant: { branch_id: number };
  };
  const branchId = business.restaurant.branch_id;
  const { tables } = (await (await page.request.get(`/api/webapp/tables/${branchId}`)).json()) as {
    tables: { id: number; name: { en: string } }[];
  };
  const table = tables.find((candidate) => candidate.name.en === tableName)!;
  const reply = await page.request.post('/api/webapp/reserve-table', {
    headers: { 'Idempotency-Key': `e2e-other-${tableName}-${time}` },
    data: {
      branch_id: branchId,
      selling_types: 'dine_in',
      order_lines: [],
      payment_type: 2,
      use_wallet: false,
      name: 'Omar',
      phone: '+96550009999',
      schedule: { type: 'now' },
      reservation: { reserve_type: 'table', date: '2025-11-18', time, guests: 4, table_id: table.id },
    },
  });
  expect(reply.status()).toBe(200);
}

async function logInAsFatima(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/demo\/login\?redirect=/);
  await logIn(page, FATIMA);
}

test(
  'reserves a table for 4 at a valid slot, with an .ics for the calendar',
  onlyOn.notKiosk,
  async ({ page }) => {
    await openForm(page);
    await expectNoAxeViolations(page);
    await chooseParty(page, 4);
    await chooseTime(page, '7:30 PM');
    await chooseTable(page, 'Table 2');
    await fillGuest(page);
    await page.getByTestId('reservation-note').fill('A birthday');
    await expectNoAxeViolations(page);
    await page.getByTestId('reserve-submit').click();
    await expectSuccess(page);

    await expect(page.getByTestId('reservation-guests')).toHaveAttribute('data-value', '4');
    await expect(page.getByTestId('reservation-table')).toContainText('Table 2');
    await expect(page.getByTestId('reservation-when')).toContainText('7:30');
    await expect(page.getByTestId('reservation-when')).toContainText('Nov');
    await expect(page.getByTestId('reservation-status')).toHaveAttribute('data-status', 'pending');
    expect(await reservationsIn(page, 'demo')).toBe(1);
    await expectNoAxeViolations(page);

    const href = await page.getByTestId('add-to-calendar').getAttribute('href');
    const ics = decodeURIComponent(href!.replace(/^data:text\/calendar;charset=utf-8,/, ''));
    expect(ics).toContain('DTSTART:20251118T163000Z'); // 19:30 in Kuwait
    expect(ics).toContain('DTEND:20251118T183000Z');
    expect(ics).toContain('SUMMARY:Reservation at Diwan Grill');
  },
);

// A rule of the data, not of a layout: once, on the phone (the tag main's device projects filter by).
test(
  "a guest's reservation: its note after a reload on this device, never its customer to a stranger",
  {
    tag: '@phone-only',
  },
  async ({ page, browser, baseURL }) => {
    await openForm(page);
    await chooseParty(page, 2);
    await chooseTime(page, '7:30 PM');
    await chooseTable(page, 'Table 2');
    await fillGuest(page);
    await page.getByTestId('reservation-note').fill('A high chair, please');
    await page.getByTestId('reserve-submit').click();
    const id = await expectSuccess(page);
    await expect(page.getByTestId('reservation-summary')).toContainText('A high chair, please');
    await page.reload();
    await expect(page.getByTestId('reservation-summary')).toContainText('A high chair, please');

    const stranger = await browser.newContext({ baseURL });
    const strangerPage = await stranger.newPage();
    const reply = (await (await strangerPage.request.get(`/api/webapp/reservation/${id}`)).json()) as {
      reservation: Record<string, unknown>;
    };
    expect([reply.reservation.name, reply.reservation.phone, reply.reservation.note]).toEqual([
      null,
      null,
      null,
    ]);
    await strangerPage.clock.setFixedTime(new Date(NOON_KUWAIT));
    await strangerPage.goto(`/demo/reservation/success/${id}`);
    await expect(strangerPage.getByTestId('reservation-guests')).toHaveAttribute('data-value', '2');
    await expect(strangerPage.locator('body')).not.toContainText('A high chair, please');
    await stranger.close();
  },
);

test(
  'reserves with a pre-order of reservation dishes: totals are calc-order’s',
  onlyOn.notKiosk,
  async ({ page }) => {
    await openForm(page);
    const menu = page.getByTestId('reservation-menu');
    const firstDish = menu.getByRole('listitem').first();
    const dishName = (await firstDish.locator('p').first().innerText()).trim();
    await menu.getByRole('button', { name: `Add ${dishName}` }).click();
    await page
      .getByRole('group', { name: `Quantity of ${dishName}` })
      .getByRole('button', { name: 'Increase quantity' })
      .click();
    await expect(page.getByTestId('totals')).toHaveAttribute('data-source', 'server', { timeout: 10_000 });
    const shownTotal = Number(await page.getByTestId('totals-total').getAttribute('data-amount'));
    expect(shownTotal).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await chooseParty(page, 2);
    await chooseTime(page, '8:00 PM');
    await chooseTable(page, 'Table 1');
    await fillGuest(page);
    await page.getByTestId('reserve-submit').click();
    await expectSuccess(page);
    await expect(page.getByTestId('reservation-summary')).toContainText(`2 × ${dishName}`);
    expect(Number(await page.getByTestId('totals-total').getAttribute('data-amount'))).toBe(shownTotal);
    // The ordinary cart never saw the pre-order.
    expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toContain(dishName);
  },
);

test('a double tap makes one reservation', onlyOn.phone, async ({ page }) => {
  // The server is slow, so the second tap comes while the first is still on its way.
  await page.request.post('/__mock/faults', {
    data: { method: 'POST', path: '/api/webapp/reserve-table', latencyMs: 800, times: 2 },
  });
  await openForm(page);
  await chooseParty(page, 4);
  await chooseTime(page, '7:30 PM');
  await chooseTable(page, 'Table 2');
  await fillGuest(page);
  await page.getByTestId('reserve-submit').dblclick();
  await expectSuccess(page);
  expect(await reservationsIn(page, 'demo')).toBe(1);
});

test(
  'a table just taken shows the conflict and keeps the rest of the form',
  onlyOn.phone,
  async ({ page }) => {
    await openForm(page);
    await chooseParty(page, 4);
    await chooseTime(page, '7:30 PM');
    await chooseTable(page, 'Table 2');
    await fillGuest(page);
    await someoneElseReserves(page, 'Table 2', '19:00');
    await page.getByTestId('reserve-submit').click();

    await expect(page.getByTestId('reservation-taken')).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/reservation\/table$/);
    await expect(page.getByTestId('party-size')).toHaveAttribute('data-value', '4');
    await expect(page.getByTestId('reservation-times').getByRole('radio', { name: '7:30 PM' })).toBeChecked();
    await expect(page.getByTestId('contact-name')).toHaveValue('Sara');
    await expect(
      page.getByTestId('reservation-tables').getByRole('radio', { name: 'Table 2', exact: true }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);

    await chooseTable(page, 'Table 3');
    await page.getByTestId('reserve-submit').click();
    await expectSuccess(page);
    await expect(page.getByTestId('reservation-table')).toContainText('Table 3');
    expect(await reservationsIn(page, 'demo')).toBe(2);
  },
);

test(
  'more guests than the business allows and a time inside min_advance cannot be chosen',
  onlyOn.phone,
  async ({ page }) => {
    await openForm(page);
    await chooseParty(page, 8);
    const stepper = page.getByRole('group', { name: 'Number of guests' });
    await expect(stepper.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    // Noon now, one hour ahead at least: today's first time is 1:00 PM.
    const times = page.getByTestId('reservation-times');
    await expect(times.getByText('12:30 PM', { exact: true })).toHaveCount(0);
    await expect(times.getByText('12:00 PM', { exact: true })).toHaveCount(0);
    await expect(times.getByRole('radio').first()).toHaveAccessibleName('1:00 PM');

    // Another day from the calendar: a day gone by cannot be picked; tomorrow starts at opening time.
    await expect(page.getByRole('button', { name: 'November 17, 2025' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'November 19, 2025' }).click();
    await expect(page.getByTestId('reservation-date')).toContainText('Wed, Nov 19, 2025');
    await expect(times.getByRole('radio').first()).toHaveAccessibleName('10:00 AM');
  },
);

test(
  'success and history show the reservation and its status advancing on the mock clock',
  onlyOn.notKiosk,
  async ({ page }) => {
    // The history needs a login: the guard sends a guest to log in and back.
    await page.goto('/demo/reservation/history');
    await logInAsFatima(page);
    await expect(page).toHaveURL(/\/demo\/reservation\/history$/);
    await expect(page.getByTestId('history-empty')).toBeVisible();

    await openForm(page);
    await expect(page.getByTestId('contact-user')).toContainText('Fatima');
    await chooseParty(page, 4);
    await chooseTime(page, '7:30 PM');
    await chooseTable(page, 'Table 2');
    await page.getByTestId('reserve-submit').click();
    const id = await expectSuccess(page);
    await expect(page.getByTestId('reservation-status')).toHaveAttribute('data-status', 'pending');

    await advanceMockClock(page, 2 * 60_000);
    await page.reload();
    await expect(page.getByTestId('reservation-status')).toHaveAttribute('data-status', 'confirmed');

    await page.goto('/demo/reservation/history');
    const item = page.getByTestId('history-item').filter({ has: page.getByTestId('reservation-status') });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('reservation-status')).toHaveAttribute('data-status', 'confirmed');
    await expectNoAxeViolations(page);
    await page.getByTestId('history-filter').selectOption('past');
    await expect(page.getByTestId('history-empty')).toBeVisible();
    await page.getByTestId('history-filter').selectOption('upcoming');
    await expect(page.getByTestId('history-item')).toHaveCount(1);

    // 19:45 in Kuwait: seated; two hours later: completed.
    await advanceMockClock(page, 7 * 60 * 60_000 + 45 * 60_000 - 2 * 60_000);
    await page.getByTestId('history-item').click();
    await expect(page).toHaveURL(new RegExp(`/demo/reservation/history/${id}$`));
    await expect(page.getByTestId('reservation-status')).toHaveAttribute('data-status', 'seated');
    await expectNoAxeViolations(page);
    await advanceMockClock(page, 2 * 60 * 60_000);
    await page.reload();
    await expect(page.getByTestId('reservation-status')).toHaveAttribute('data-status', 'completed');
    await page.goto('/demo/reservation/history');
    await page.getByTestId('history-filter').selectOption('completed');
    await expect(page.getByTestId('history-item')).toHaveCount(1);
  },
);

test(
  'a business with reservations off shows no entry and says so on the routes',
  onlyOn.phone,
  async ({ page }) => {
    await page.goto('/night');
    await expect(page.getByTestId('selling-type-dine_in')).toBeVisible();
    await expect(page.getByTestId('reservation-entry')).toHaveCount(0);
    await page.goto('/night/reservation/table');
    await expect(page.getByTestId('reservations-not-offered')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/night/reservation/history');
    await expect(page.getByTestId('reservations-not-offered')).toBeVisible();
    await page.goto('/night/reservation');
    await expect(page.getByTestId('reservations-not-offered')).toBeVisible();
    await page.goto('/demo/reservation');
    await expect(page).toHaveURL(/\/demo\/reservation\/table$/);
    // An unknown reserve type is a page that does not exist, whatever the business.
    await page.goto('/demo/reservation/banquet');
    await expect(page.getByTestId('not-found')).toBeVisible();
  },
);
