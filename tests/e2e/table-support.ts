/** What the table-tablet suite shares: the demo's branch and a table, a tablet bound to it, the calls. */
import { expect, type Page } from '@playwright/test';
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
  status: 'pending' | 'acknowledged';
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
