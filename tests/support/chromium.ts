import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * $CHROMIUM_PATH, else Playwright's own browser when installed (a normal developer machine), else
 * Debian's /usr/bin/chromium (our machines cannot download browsers).
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return undefined;
  } catch {
    // Playwright's browser is not installed.
  }
  return '/usr/bin/chromium';
}
