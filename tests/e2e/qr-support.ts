/** Reads a QR code off the screen the way a phone camera would: from the pixels, not the DOM. */
import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

async function readOnce(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot({ animations: 'disabled' }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Tries until the code is readable: a dialog opening scales and fades it in for a moment. */
export async function decodeQrCode(code: Locator): Promise<string> {
  await expect(code).toBeVisible();
  let text: string | null = null;
  await expect
    .poll(async () => (text = await readOnce(code)), { message: 'a readable QR code', timeout: 10_000 })
    .not.toBeNull();
  return text!;
}
