import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The layout each Playwright project must show (shared/DESIGN.md: phone below 768 px, touch above). */
export function expectedLayout(testInfo: TestInfo): 'phone' | 'touch' {
  return testInfo.project.name === 'phone' ? 'phone' : 'touch';
}

/** Every screen a change touches is scanned; any violation fails with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Fresh mock state for every test, so tests never depend on each other's orders or carts. */
export async function resetMock(page: Page): Promise<void> {
  const response = await page.request.post('/__mock/reset');
  expect(response.ok()).toBe(true);
}
