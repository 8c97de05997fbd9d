/**
 * The plate picture of svg-art.ts as a PNG, for image requests that ask for a raster format
 * (`fm=webp`, as the app's srcset does). A real image service answers those with photos, which the
 * browser decodes off the main thread; an SVG is laid out as a document on the main thread, so
 * serving SVG there made the long menu's scrolling measure slower than any real menu would.
 * PNG instead of WebP: it can be written with the platform's deflate alone (CompressionStream, in
 * Node and in browsers), and browsers show whatever format the bytes are.
 */

/** Widest picture drawn: larger requests get this width, which browsers scale like any photo. */
export const MAX_RASTER_WIDTH = 1024;

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const PLATE_WHITE = [245, 245, 245] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) chunk[4 + i] = type.charCodeAt(i);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

async function zlibDeflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** How much of a pixel at `distance` from the centre lies inside a circle of `radius` (1 px edge). */
const inside = (distance: number, radius: number) => Math.min(1, Math.max(0, radius - distance + 0.5));

/** RGB rows with PNG's filter byte (none) in front: the plate on its colour, as plateSvg draws it. */
function plateRows(colour: [number, number, number], size: number): Uint8Array {
  const rowLength = size * 3 + 1;
  const rows = new Uint8Array(rowLength * size);
  const half = size / 2;
  const plate = size * 0.36;
  const ring = size * 0.27;
  const ringWidth = Math.max(1, size * 0.012);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x + 0.5 - half, y + 0.5 - half);
      const onPlate = inside(distance, plate) * 0.92;
      const onRing =
        Math.max(0, inside(distance, ring + ringWidth / 2) - inside(distance, ring - ringWidth / 2)) * 0.5;
      const at = y * rowLength + 1 + x * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const withPlate = colour[channel]! + (PLATE_WHITE[channel]! - colour[channel]!) * onPlate;
        rows[at + channel] = Math.round(withPlate + (colour[channel]! - withPlate) * onRing);
      }
    }
  }
  return rows;
}

async function encodePlatePng(colour: string, size: number): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const parts = [
    new Uint8Array(PNG_SIGNATURE),
    pngChunk('IHDR', header),
    pngChunk('IDAT', await zlibDeflate(plateRows(rgbOf(colour), size))),
    pngChunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

// A plate depends only on its colour and size: a menu of 2,000 dishes draws a few dozen.
const drawn = new Map<string, Promise<Uint8Array>>();

/** A square PNG plate `width` pixels wide (at most MAX_RASTER_WIDTH) in `colour` (#rrggbb). */
export function platePng(colour: string, width: number): Promise<Uint8Array> {
  const size = Math.max(16, Math.min(MAX_RASTER_WIDTH, Math.round(width)));
  const key = `${colour}@${size}`;
  let png = drawn.get(key);
  if (!png) {
    png = encodePlatePng(colour, size);
    drawn.set(key, png);
  }
  return png;
}
