/** Reads a QR code off the screen the way a phone camera would: from the pixels, not the DOM. */
import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export async function decodeQrCode(code: Locator): Promise<string> {
  await expect(code).toBeVisible();
  const png = PNG.sync.read(await code.screenshot());
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(found, 'a readable QR code').not.toBeNull();
  return found!.data;
}
