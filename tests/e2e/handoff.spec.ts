/**
 * Kiosk to phone: "Continue on your phone" shows the cart as a QR code that a phone opens with the
 * same cart (what the phone's menu no longer offers is named), and the order-placed panel with
 * its large number, next steps, a receipt that alone prints and a QR code of the order page.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { itemsOf, type CategoryJson } from '../support/stored-cart.ts';
import { fillGuest, startAtNoon } from './order-support.ts';
import { seedKiosk } from './kiosk-support.ts';
import { decodeQrCode } from './qr-support.ts';
import { expect, expectNoAxeViolations, onlyOn, test } from './support.ts';

test.beforeEach(async ({ page }) => startAtNoon(page));

/** 23:45 in Kuwait the same day: the Chicken Shawarma's window (06:00 to 23:30) has closed. */
const LATE_EVENING_KUWAIT = '2025-11-18T20:45:00.000Z';

interface ItemJson {
  id: number;
  name: { en: string; ar: string };
  types: string[];
  visible: boolean;
  availability: string | null;
  price_labels: { id: number; price: number; label: { en: string } }[];
  modifier_groups: { id: number; modifiers: { id: number; name: { en: string } }[] }[];
}

/** A kiosk's cart: a second size with an extra and a note, a plain line of three, and an item sold in a window. */
async function seedKioskCart(page: Page) {
  const reply = (await (await page.request.get('/api/webapp/v5/restaurant/demo')).json()) as {
    menu: { categories: CategoryJson[] };
  };
  const items = itemsOf(reply.menu.categories) as unknown as ItemJson[];
  const dineIn = items.filter((item) => item.visible && item.types.includes('dine_in'));
  const sized = dineIn.find(
    (item) =>
      !item.availability &&
      item.price_labels.length > 1 &&
      item.modifier_groups.some((group) => group.modifiers.length > 0),
  )!;
  const plain = dineIn.find((item) => !item.availability && item.id !== sized.id)!;
  const windowed = dineIn.find((item) => item.availability)!;
  const extra = sized.modifier_groups.find((group) => group.modifiers.length > 0)!.modifiers[0]!;
  const size = sized.price_labels[1]!;
  const line = (
    item: ItemJson,
    labelId: number,
    quantity: number,
    modifiers: object[],
    comment: string | null,
  ) => ({
    key: `${item.id}-${labelId}`,
    item_id: item.id,
    price_label_id: labelId,
    modifiers,
    quantity,
    comment,
    item,
  });
  const cart = {
    version: 1,
    data: {
      items: [
        line(sized, size.id, 2, [{ id: extra.id, quantity: 1 }], 'No onions, please'),
        line(plain, plain.price_labels[0]!.id, 3, [], null),
        line(windowed, windowed.price_labels[0]!.id, 1, [], null),
      ],
    },
  };
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cart', value);
  }, JSON.stringify(cart));
  return { sized, size, extra, plain, windowed };
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    serviceWorkers: 'block',
  });
}

async function inArabic(context: BrowserContext, url: string) {
  await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url }]);
}

test(
  'a kiosk cart continues on a phone: same lines, and what the phone cannot offer is named',
  onlyOn.kiosk,
  async ({ page, browser }) => {
    await seedKiosk(page);
    const { sized, size, extra, plain, windowed } = await seedKioskCart(page);
    await page.goto('/demo/dine_in/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(3);

    await page.getByTestId('continue-on-phone').click();
    const panel = page.getByRole('dialog', { name: 'Continue on your phone' });
    await expect(panel).toContainText('nothing about you');
    const link = await decodeQrCode(page.getByTestId('handoff-qr'));
    expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/demo/handoff#c=1\\.[A-Za-z0-9_-]+$`));
    await expectNoAxeViolations(page);

    // The kiosk's panel in Arabic.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await inArabic(page.context(), page.url());
    await page.reload();
    await page.getByTestId('continue-on-phone').click();
    await expect(page.getByTestId('handoff-qr')).toBeVisible();
    await expectNoAxeViolations(page);

    // Done: the order went to the phone, and the kiosk starts over for the next customer.
    await page.getByTestId('handoff-done').click();
    await expect(page).toHaveURL(/\/demo\/kiosk$/);
    const storedCart = await page.evaluate(() => localStorage.getItem('cart') ?? '');
    expect(storedCart).not.toContain(String(sized.id));

    // The phone opens the link late in the evening, when the shawarma is no longer served.
    expect(
      (await page.request.post('/__mock/clock', { data: { now: LATE_EVENING_KUWAIT, frozen: true } })).ok(),
    ).toBe(true);
    const phone = await phoneContext(browser);
    const phonePage = await phone.newPage();
    await phonePage.clock.setFixedTime(new Date(LATE_EVENING_KUWAIT));
    const requested: string[] = [];
    phonePage.on('request', (request) => requested.push(request.url()));
    await phonePage.goto(link);

    const kept = phonePage.getByTestId('handoff-kept');
    await expect(kept.getByRole('listitem')).toHaveCount(2);
    await expect(kept).toContainText(`2 × ${sized.name.en}`);
    await expect(kept).toContainText('No onions, please');
    await expect(kept).toContainText(`3 × ${plain.name.en}`);
    await expect(phonePage.getByTestId('handoff-left-out')).toContainText(
      `1 × ${windowed.name.en}: no longer available here`,
    );
    await expectNoAxeViolations(phonePage);
    // The cart travels in the fragment: no request of the phone carries it.
    const code = link.split('#c=')[1]!;
    expect(requested.filter((url) => url.includes(code) || url.includes('#'))).toEqual([]);

    await phonePage.getByTestId('handoff-go-to-cart').click();
    await expect(phonePage).toHaveURL(/\/demo\/dine_in\/cart$/);
    const lines = phonePage.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const sizedLine = lines.filter({ hasText: sized.name.en });
    await expect(sizedLine).toContainText(size.label.en);
    await expect(sizedLine).toContainText(extra.name.en);
    await expect(sizedLine.getByRole('group', { name: `Quantity of ${sized.name.en}` })).toContainText('2');
    await expect(phonePage.getByLabel(`Note for ${sized.name.en}`)).toHaveValue('No onions, please');
    await expect(phonePage.getByRole('group', { name: `Quantity of ${plain.name.en}` })).toContainText('3');

    // Opened again (in Arabic): the same outcome, and nothing is added twice.
    await inArabic(phone, link);
    await phonePage.goto(link);
    await expect(phonePage.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(phonePage.getByTestId('handoff-kept').getByRole('listitem')).toHaveCount(2);
    await expect(phonePage.getByTestId('handoff-left-out')).toContainText(windowed.name.ar);
    await expectNoAxeViolations(phonePage);
    await phonePage.goto('/demo/dine_in/cart');
    await expect(phonePage.getByTestId('cart-line')).toHaveCount(2);
    await phone.close();
  },
);

test('a damaged hand-off link says so and leaves the cart alone', onlyOn.phone, async ({ page }) => {
  await page.goto('/demo/handoff#c=1.not-a-cart');
  await expect(page.getByTestId('handoff-problem')).toContainText('This link is damaged');
  await expectNoAxeViolations(page);
  await page.goto('/demo/handoff');
  await expect(page.getByTestId('handoff-problem')).toContainText('does not carry an order');
  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  expect((JSON.parse(stored ?? '{}') as { data?: { items?: unknown[] } }).data?.items ?? []).toEqual([]);
});

for (const language of ['en', 'ar'] as const) {
  test(
    `the order-placed panel (${language}): number, next steps, a receipt that alone prints, a QR of the order page`,
    onlyOn.kiosk,
    async ({ page, browser, baseURL }) => {
      if (language === 'ar') await inArabic(page.context(), baseURL!);
      await seedKiosk(page);
      await seedKioskCart(page);
      await page.goto('/demo/dine_in/checkout');
      // A kiosk asks for no table: the order is called out by its number.
      await expect(page.getByTestId('table-picker')).toHaveCount(0);
      await fillGuest(page);
      await page.getByTestId('place-order').click();
      await expect(page).toHaveURL(/\/demo\/order\/\d+$/, { timeout: 15_000 });
      const orderId = Number(new URL(page.url()).pathname.split('/').pop());
      const order = (
        (await (await page.request.get(`/api/webapp/order/${orderId}`)).json()) as {
          order: { number: string };
        }
      ).order;

      const panel = page.getByTestId('order-placed');
      await expect(panel.getByTestId('order-placed-number')).toHaveText(order.number);
      const steps = panel.getByTestId('order-next-steps').getByRole('listitem');
      await expect(steps).toHaveCount(2);
      await expect(steps.nth(0)).toHaveAttribute('data-step', 'pay-at-counter');
      await expect(steps.nth(1)).toHaveAttribute('data-step', 'call-your-number');
      const orderUrl = await decodeQrCode(page.getByTestId('order-qr'));
      expect(orderUrl).toBe(`${new URL(page.url()).origin}/demo/order/${orderId}`);
      await expectNoAxeViolations(page);

      // Printed, only the receipt shows, with the number, the lines and the total.
      await expect(page.getByTestId('receipt')).toBeHidden();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('receipt')).toBeVisible();
      await expect(page.getByTestId('receipt')).toContainText(order.number);
      await expect(page.getByTestId('order-page')).toBeHidden();
      expect(
        await page.evaluate(
          () => [...document.body.children].filter((child) => child.checkVisibility()).length,
        ),
      ).toBe(1);
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByTestId('receipt')).toBeHidden();

      // The order page opens on a phone without logging in.
      const phone = await phoneContext(browser);
      const phonePage = await phone.newPage();
      await phonePage.goto(orderUrl);
      await expect(phonePage.getByTestId('order-number')).toContainText(order.number);
      await expect(phonePage.getByTestId('order-placed')).toHaveCount(0);
      await phone.close();
    },
  );
}
