import type { Page } from '@playwright/test';
import { orderableItems, storedLine } from '../support/stored-cart.ts';
import { amountOf, expectTouchTargets, logIn, serverTotal, startAtNoon } from './order-support.ts';
import { expect, expectedLayout, expectNoAxeViolations, onlyOn, test } from './support.ts';

// Fatima (demo) starts with 5 KWD of credit; the first package costs 10 KWD and gives 11 KWD.
const FATIMA_CREDIT = 5000;
const DECLINED_PHONE = '99999999'; // the mock's failing-payment customer, 3 KWD of credit
const DECLINED_CREDIT = 3000;

test.beforeEach(async ({ page }) => {
  await startAtNoon(page);
});

/** Writes a cart of `lines` car-pickup items into the app's storage, then opens the checkout. */
async function checkoutWithCart(page: Page, lines: number, quantity: number): Promise<void> {
  const items = await orderableItems(page.request, 'demo', 'car_pickup', lines);
  const cart = { version: 1, data: { items: items.map((item) => storedLine(item, quantity)) } };
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(cart));
  await page.goto('/demo/car_pickup/checkout');
  await page.getByTestId('car-plate').fill('KW 777');
}

async function useWallet(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: /Pay with my wallet/ });
  if ((await toggle.isChecked()) !== on) await toggle.click({ force: true });
  await expect(toggle).toBeChecked({ checked: on });
}

/** Places the order and checks the stored order's amounts equal what the checkout showed. */
async function placeOrder(page: Page, shownTotal: number, shownWallet: number): Promise<number> {
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const stored = (await (await page.request.get(`/api/webapp/order/${orderId}`)).json()) as {
    order: { amounts: { total: number; wallet_discount: number }; payment_type: number };
  };
  expect(stored.order.amounts.total).toBe(shownTotal);
  expect(stored.order.amounts.wallet_discount).toBe(shownWallet);
  return orderId;
}

async function openWalletHome(page: Page): Promise<void> {
  await page.goto('/demo/wallet/home');
  await expect(page.getByTestId('wallet-home')).toBeVisible();
}

async function movements(page: Page, kind: string, orderId?: number) {
  const selector = `[data-testid="wallet-movement"][data-kind="${kind}"]${orderId ? `[data-order-id="${orderId}"]` : ''}`;
  return page.locator(selector);
}

test(
  'a customer buys credit once, pays part and then all of orders with it, and is refunded once',
  onlyOn.notKiosk,
  async ({ page }, testInfo) => {
    const layout = expectedLayout(testInfo);
    test.setTimeout(150_000); // one long journey through seven screens
    // A guest finds the packages from the business home, and logs in to buy one.
    await page.goto('/demo');
    await page.getByTestId('wallet-entry-packages').click();
    await expect(page).toHaveURL(/\/demo\/wallet\/walletPackage$/);
    await expect(page.getByTestId('wallet-package').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const firstPackage = page.getByTestId('wallet-package').first();
    const packageId = Number(await firstPackage.getAttribute('data-package-id'));
    const amountIn = async (testId: string) =>
      Number(await firstPackage.getByTestId(testId).getAttribute('data-amount'));
    const credit = await amountIn('package-credit');
    expect(await amountIn('package-bonus')).toBe(credit - (await amountIn('package-price')));
    await firstPackage.getByTestId('open-package').click();
    await expect(page).toHaveURL(new RegExp(`/demo/wallet/${packageId}$`));
    await expectNoAxeViolations(page);
    await expectTouchTargets(page, layout);
    await page.getByTestId('buy-package').click();
    await expect(page).toHaveURL(/\/demo\/login\?redirect=/);
    await logIn(page, '50000001');
    await expect(page).toHaveURL(new RegExp(`/demo/wallet/${packageId}$`));
    await expect(page.getByTestId('package-page-balance')).toHaveAttribute(
      'data-amount',
      String(FATIMA_CREDIT),
    );

    // Part of an order: the 5 KWD in the wallet, the rest in cash.
    await checkoutWithCart(page, 2, 3);
    await useWallet(page, false);
    const before = await serverTotal(page);
    expect(before).toBeGreaterThan(FATIMA_CREDIT);
    await expect(page.getByTestId('use-wallet')).toHaveAttribute('data-amount', String(FATIMA_CREDIT));
    await useWallet(page, true);
    // The breakdown shows the wallet line as a deduction.
    await expect(page.getByTestId('totals-wallet')).toHaveAttribute('data-amount', String(-FATIMA_CREDIT));
    const partTotal = await serverTotal(page);
    expect(partTotal).toBe(before - FATIMA_CREDIT);
    await expect(page.getByTestId('payment-methods')).toBeVisible();
    await expect(page.getByTestId('wallet-pays-all')).toHaveCount(0);
    await placeOrder(page, partTotal, FATIMA_CREDIT);

    // The share is on hold until the order settles.
    await openWalletHome(page);
    await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', '0');
    await expect(page.getByTestId('wallet-on-hold')).toHaveAttribute('data-amount', String(FATIMA_CREDIT));
    await expect(page.getByTestId('wallet-policy')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectTouchTargets(page, layout);

    // Buying: a double tap buys once.
    await page.goto(`/demo/wallet/${packageId}`);
    await page.getByTestId('buy-package').dblclick();
    await expect(page).toHaveURL(new RegExp(`/demo/wallet/${packageId}\\?purchase=paid`));
    await expect(page.getByTestId('purchase-paid')).toBeVisible();
    await expect(page.getByTestId('package-page-balance')).toHaveAttribute('data-amount', String(credit));
    await expectNoAxeViolations(page);
    await page.getByTestId('to-wallet-home').click();
    await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', String(credit));
    await page.getByTestId('wallet-history-link').click();
    await expect(page).toHaveURL(/\/demo\/wallet\/history$/);
    await expect(page.getByTestId('wallet-movement').first()).toHaveAttribute('data-kind', 'package');
    await expect(await movements(page, 'package')).toHaveCount(1);
    await expect(await movements(page, 'order')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expectTouchTargets(page, layout);

    // A whole order: the wallet pays everything, no other method is asked for.
    await checkoutWithCart(page, 1, 1);
    await useWallet(page, true);
    await expect(page.getByTestId('wallet-pays-all')).toBeVisible();
    await expect(page.getByTestId('payment-methods')).toHaveCount(0);
    expect(await serverTotal(page)).toBe(0);
    const walletPaid = -(await amountOf(page, 'totals-wallet'));
    expect(walletPaid).toBeGreaterThan(0);
    expect(walletPaid).toBeLessThanOrEqual(credit);
    const wholeOrderId = await placeOrder(page, 0, walletPaid);
    const placed = (await (await page.request.get(`/api/webapp/order/${wholeOrderId}`)).json()) as {
      order: { payment_type: number };
    };
    expect(placed.order.payment_type).toBe(3);

    // The business cancels it: refunded once, however often the cancel arrives.
    const cancels = [];
    for (let i = 0; i < 2; i++) {
      const reply = await page.request.post(`/__mock/orders/${wholeOrderId}/cancel`);
      cancels.push(((await reply.json()) as { refunded: boolean }).refunded);
    }
    expect(cancels).toEqual([true, false]);
    await page.goto('/demo/wallet/history');
    await expect(await movements(page, 'refund', wholeOrderId)).toHaveCount(1);
    await expect(page.getByTestId('wallet-movement').first()).toHaveAttribute('data-kind', 'refund');
    await expect(
      page.getByTestId('wallet-movement').first().getByTestId('movement-order-link'),
    ).toHaveAttribute('href', `/demo/order/${wholeOrderId}`);
    await openWalletHome(page);
    await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', String(credit));
    await expect(page.getByTestId('wallet-on-hold')).toHaveAttribute('data-amount', String(FATIMA_CREDIT));

    // An hour later the first order has completed: nothing is on hold any more.
    expect((await page.request.post('/__mock/clock', { data: { advanceMs: 60 * 60 * 1000 } })).ok()).toBe(
      true,
    );
    await page.reload();
    // Nothing held any more: the line is gone rather than "On hold KWD 0".
    await expect(page.getByTestId('wallet-on-hold')).toHaveCount(0);
    await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', String(credit));
  },
);

test(
  'a declined card buys nothing and says so; the balance stays as it was',
  onlyOn.phone,
  async ({ page }) => {
    await page.goto('/demo/login');
    await logIn(page, DECLINED_PHONE);
    await expect(page).toHaveURL(/\/demo$/);
    await page.getByTestId('wallet-entry-home').click();
    await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', String(DECLINED_CREDIT));
    await page.getByTestId('open-package').first().click();
    await page.getByTestId('buy-package').click();
    await expect(page).toHaveURL(/\?purchase=failed/);
    await expect(page.getByTestId('purchase-failed')).toContainText('Nothing was charged');
    await expect(page.getByTestId('package-page-balance')).toHaveAttribute(
      'data-amount',
      String(DECLINED_CREDIT),
    );
    await expectNoAxeViolations(page);
    await page.goto('/demo/wallet/history');
    await expect(page.getByTestId('wallet-movement')).toHaveCount(1);
    await expect(await movements(page, 'package')).toHaveCount(0);
  },
);

test('credit with an expiry shows when it runs out', onlyOn.phone, async ({ page }) => {
  await page.goto('/demo/login?redirect=%2Fdemo%2Fwallet%2Fhome');
  await logIn(page, '50000003');
  await expect(page).toHaveURL(/\/demo\/wallet\/home$/);
  await expect(page.getByTestId('wallet-lot')).toHaveCount(1);
  await expect(page.getByTestId('wallet-lot')).toContainText('Expires');
  await expectNoAxeViolations(page);
});

test(
  'a business without a wallet shows no wallet entry, and its wallet pages say so',
  onlyOn.phone,
  async ({ page }) => {
    // A single-type business opens straight on its menu: no wallet link there, nor anywhere else.
    await page.goto('/solo');
    await expect(page).toHaveURL(/\/solo\/dine_in$/);
    await expect(page.getByTestId('business-name')).toBeVisible();
    await expect(page.getByTestId('wallet-entry')).toHaveCount(0);
    await expect(page.locator('a[href*="/wallet/"]')).toHaveCount(0);
    for (const path of [
      '/solo/wallet/home',
      '/solo/wallet/history',
      '/solo/wallet/walletPackage',
      '/solo/wallet/5',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('wallet-not-offered')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'The wallet is not offered' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  },
);

test(
  'the wallet reads right to left in Arabic, with the amounts in the business currency',
  onlyOn.notKiosk,
  async ({ page }) => {
    await page.goto('/demo/login?redirect=%2Fdemo%2Fwallet%2Fhome');
    await logIn(page, '50000001');
    await expect(page.getByTestId('wallet-home')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'محفظتي' })).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveAttribute('data-amount', String(FATIMA_CREDIT));
    await expect(page.getByTestId('wallet-balance')).toContainText('د.ك.');
    await expectNoAxeViolations(page);
    await page.goto('/demo/wallet/history');
    await expect(page.getByRole('heading', { level: 1, name: 'سجل الرصيد' })).toBeVisible();
    await expect(page.getByTestId('wallet-movement')).toHaveCount(1);
    await expectNoAxeViolations(page);
  },
);

test('the credit history loads its next page as the list is scrolled', onlyOn.phone, async ({ page }) => {
  await page.goto('/demo/login?redirect=%2Fdemo%2Fwallet%2Fhome');
  await logIn(page, '50000001');
  await expect(page.getByTestId('wallet-home')).toBeVisible();
  // Twelve cash purchases through the API make two pages of history (ten a page).
  const { token, businessId, packageId } = await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? '{}') as {
      data?: { token?: string; user?: { business_id?: number } };
    };
    const pack = document.querySelector('[data-testid="wallet-package"]');
    return {
      token: auth.data?.token ?? '',
      businessId: auth.data?.user?.business_id ?? 0,
      packageId: Number(pack?.getAttribute('data-package-id')),
    };
  });
  for (let i = 0; i < 12; i++) {
    const reply = await page.request.post(`/api/webapp/wallet/${businessId}/packages/${packageId}/buy`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-history-${i}` },
      data: { payment_type: 2 },
    });
    expect(reply.status()).toBe(200);
  }
  await page.goto('/demo/wallet/history');
  const rows = page.getByTestId('wallet-movement');
  await expect(rows.first()).toBeVisible();
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(13);
  await expect(rows.last()).toHaveAttribute('data-kind', 'credit');
  await expect(page.getByTestId('movement-balance').first()).toHaveAttribute(
    'data-amount',
    String(FATIMA_CREDIT + 12 * 11000),
  );
});
