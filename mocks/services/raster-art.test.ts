import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_RASTER_WIDTH, platePng } from './raster-art.ts';

/** Width, height and the RGB of pixel (x, y) of an 8-bit RGB PNG with one IDAT chunk. */
function readPng(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks = new Map<string, Uint8Array>();
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    chunks.set(type, png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const header = new DataView(chunks.get('IHDR')!.buffer, chunks.get('IHDR')!.byteOffset);
  const width = header.getUint32(0);
  const rows = inflateSync(chunks.get('IDAT')!);
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 3 + 1) + 1 + x * 3).subarray(0, 3)];
  return { signature: [...png.subarray(0, 8)], width, height: header.getUint32(4), rows, pixel, chunks };
}

describe('platePng', () => {
  it.each([
    { asked: 320, size: 320 },
    { asked: 97.6, size: 98 },
    { asked: 3072, size: MAX_RASTER_WIDTH },
    { asked: 2, size: 16 },
  ])('draws a $size px square for a request of $asked px', async ({ asked, size }) => {
    const png = readPng(await platePng('#b4514c', asked));
    expect(png.signature).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect([png.width, png.height]).toEqual([size, size]);
    expect(png.rows.length).toBe((size * 3 + 1) * size);
    expect([...png.chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('puts a light plate in the middle of the colour, as the SVG does', async () => {
    const png = readPng(await platePng('#2f6f5e', 200));
    expect(png.pixel(0, 0)).toEqual([0x2f, 0x6f, 0x5e]);
    const centre = png.pixel(100, 100);
    expect(Math.min(...centre)).toBeGreaterThan(200);
  });

  it('draws each colour and size once', async () => {
    expect(platePng('#6d557c', 640)).toBe(platePng('#6d557c', 640));
    expect(platePng('#6d557c', 640)).not.toBe(platePng('#6d557c', 320));
  });
});
