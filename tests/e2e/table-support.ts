/** What the table-tablet suite shares: the demo's branch and a table, a tablet bound to it, the calls. */
import { expect, type Locator, type Page } from '@playwright/test';
import { hashPin } from '../../src/domain/staff-pin.ts';
import { STAFF_PIN } from './kiosk-support.ts';

export interface DemoTable {
  branchId: number;
  tableId: number;
  /** The table's name in English, as the tablet shows it. */
  name: string;
}

export async function demoTable(page: Page, index = 0, referenceId = 'demo'): Promise<DemoTable> {
  const business = (await (await page.request.get(`/api/webapp/v5/restaurant/${referenceId}`)).json()) as {
    restaurant: { branch_id: number };
  };
  const branchId = business.restaurant.branch_id;
  const { tables } = (await (await page.request.get(`/api/webapp/tables/${branchId}`)).json()) as {
    tables: { id: number; name: { en?: string } }[];
  };
  const table = tables[index]!;
  return { branchId, tableId: table.id, name: table.name.en ?? '' };
}

/** A table tablet as staff leave it after setup (the stored setup, its PIN hashed as the app does). */
export async function seedTableTablet(
  page: Page,
  table: DemoTable,
  idleSeconds = 60,
  terminalId: string | null = null,
  referenceId = 'demo',
): Promise<void> {
  const setup = {
    version: 1,
    data: {
      mode: 'table',
      referenceId,
      branchId: table.branchId,
      tableId: table.tableId,
      pinHash: await hashPin(STAFF_PIN),
      idleSeconds,
      ...(terminalId ? { terminalId } : {}),
    },
  };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('device')) localStorage.setItem('device', value);
  }, JSON.stringify(setup));
}

export interface RecordedTableRequest {
  id: number;
  kind: 'waiter' | 'bill';
  table_id: number;
  status: 'pending' | 'acknowledged' | 'cancelled';
}

/** The calls the mock received, read from its state. */
export async function tableRequests(page: Page): Promise<RecordedTableRequest[]> {
  const reply = await page.request.get('/__mock/table-requests/demo');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { requests: RecordedTableRequest[] }).requests;
}

/** The staff take their time: the mock's clock moves on past the acknowledgement. */
export async function staffAcknowledge(page: Page): Promise<void> {
  expect((await page.request.post('/__mock/clock', { data: { advanceMs: 46_000 } })).ok()).toBe(true);
}

/** The staff corner's five taps and the PIN: the setup screen opens. */
export async function unlockWithPin(page: Page): Promise<void> {
  const corner = page.getByTestId('staff-corner');
  for (let tap = 0; tap < 5; tap += 1) await corner.click();
  await page.getByTestId('staff-pin').fill(STAFF_PIN);
  await page.getByTestId('staff-pin-submit').click();
  await expect(page).toHaveURL(/\/demo\/device$/);
}

/** "Send to kitchen" in the order beside the menu, then the order page. */
export async function sendToKitchen(page: Page): Promise<number> {
  // A table tablet asks no contact (the bound table is the customer's): the order goes at once.
  await page.getByTestId('send-to-kitchen').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  return Number(new URL(page.url()).pathname.split('/').pop());
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is drawn').not.toBeNull();
  return box!;
}

function inside(box: Box, viewport: { width: number; height: number }): boolean {
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5
  );
}

/** Fully in the viewport and not under the rail or the order panel (the card is in the menu's column). */
export async function expectInViewport(locator: Locator, page: Page): Promise<void> {
  const viewport = page.viewportSize()!;
  expect(inside(await boxOf(locator), viewport), 'inside the viewport').toBe(true);
}

/**
 * The menu's first screen at 1280×800: how many item cards show whole (picture, name, price and
 * the add button inside the viewport and inside the menu's own column).
 */
export async function completeCardsOnFirstScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    // The menu's column: between the rail and the order panel, whichever side each stands on.
    const sides = ['[data-testid="table-service"]', '[data-table-order]']
      .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
      .filter((box) => box !== undefined);
    const left = Math.max(0, ...sides.filter((box) => box.right <= width / 2).map((box) => box.right));
    const right = Math.min(width, ...sides.filter((box) => box.left >= width / 2).map((box) => box.left));
    const whole = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.left >= left - 0.5 &&
        box.right <= right + 0.5 &&
        box.top >= 0 &&
        box.bottom <= height + 0.5
      );
    };
    return [...document.querySelectorAll('[data-testid^="item-card-"]')].filter((card) => {
      const picture = card.firstElementChild;
      const name = card.querySelector('a');
      const price = card.querySelector('[data-testid="item-price"]');
      const add = card.querySelector('[data-testid^="quick-add-"]');
      return whole(card) && whole(picture) && whole(name) && whole(price) && whole(add);
    }).length;
  });
}

/**
 * The staff setup read as a form (issue 30): each field's label beside it on the inline-start
 * side and on its line, every radio's label beside its circle, every field as tall as the others.
 */
export async function expectSetupReadable(page: Page): Promise<void> {
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  const fields = [
    'device-pin',
    'device-pin-again',
    'device-idle',
    'device-terminal',
    'device-table',
    'device-branch',
  ];
  const heights: number[] = [];
  for (const testId of fields) {
    const input = page.getByTestId(testId);
    if ((await input.count()) === 0) continue;
    // The drawn box (a PIN field's input sits inside the box that holds its eye button).
    const field = await boxOf(
      input.locator('xpath=ancestor-or-self::*[contains(@class,"mantine-Input-input")][1]'),
    );
    const id = await input.getAttribute('id');
    const label = await boxOf(page.locator(`label[for="${id}"]`));
    const labelBeside = rtl ? label.x >= field.x + field.width - 0.5 : label.x + label.width <= field.x + 0.5;
    expect(labelBeside, `${testId}: its label beside it`).toBe(true);
    const middle = label.y + label.height / 2;
    expect(middle > field.y && middle < field.y + field.height, `${testId}: its label on its line`).toBe(
      true,
    );
    heights.push(Math.round(field.height));
  }
  expect(heights.length).toBeGreaterThanOrEqual(4);
  expect(new Set(heights).size, `one height for every field: ${heights.join(', ')}`).toBe(1);
  for (const radio of await page.getByRole('radio').all()) {
    const circle = await boxOf(radio);
    const label = await boxOf(page.locator(`label[for="${await radio.getAttribute('id')}"]`));
    const beside = rtl ? label.x + label.width <= circle.x + 0.5 : label.x >= circle.x + circle.width - 0.5;
    expect(beside, 'a radio label beside its circle').toBe(true);
    const middle = label.y + label.height / 2;
    expect(middle > circle.y && middle < circle.y + circle.height, 'a radio label on its circle’s line').toBe(
      true,
    );
  }
}
