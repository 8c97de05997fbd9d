/**
 * Small generated SVGs so the app never asks an outside host for a picture: item and category
 * images (a plate with the dish's initials on a colour from its name), logos, banners, flags, and
 * map tiles with the scenarios' delivery areas drawn in.
 */
import { pointOf } from '../../src/domain/delivery.ts';
import type { GeoPolygon } from '../../src/domain/model.ts';

const PALETTE = ['#6d557c', '#b4514c', '#2f6f5e', '#c27c2c', '#3d5a80', '#8a4f7d', '#4f772d', '#9c6644'];

function hashOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function initials(label: string): string {
  return label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

/** The colour a label's pictures are drawn in: the same for the same name, in SVG or raster. */
export function plateColour(label: string): string {
  return PALETTE[hashOf(label) % PALETTE.length]!;
}

/** A square picture with a plate, for items and categories. */
export function plateSvg(label: string, size = 320): string {
  const colour = plateColour(label);
  const half = size / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="${size}" height="${size}" fill="${colour}"/>` +
    `<circle cx="${half}" cy="${half}" r="${Math.round(size * 0.36)}" fill="#fff" opacity="0.92"/>` +
    `<circle cx="${half}" cy="${half}" r="${Math.round(size * 0.27)}" fill="none" stroke="${colour}" stroke-width="${Math.max(1, Math.round(size * 0.012))}" opacity="0.5"/>` +
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(size * 0.2)}" fill="${colour}">${escapeXml(initials(label))}</text>` +
    `</svg>`
  );
}

/** A wide picture with a title, for banners and covers. */
export function bannerSvg(title: string, width = 1024, height = 400): string {
  const colour = PALETTE[hashOf(title) % PALETTE.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#222"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<text x="${width * 0.06}" y="${height * 0.55}" font-family="sans-serif" font-size="${height * 0.14}" fill="#fff">${escapeXml(title)}</text>` +
    `</svg>`
  );
}

const TILE = 256;

function project(lng: number, lat: number, zoom: number): [number, number] {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((lng + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  return [x, y];
}

/** A 256 px map tile: land colour, a light grid, and the given areas outlined. */
export function tileSvg(
  z: number,
  x: number,
  y: number,
  areas: { polygon: GeoPolygon; colour: string }[],
): string {
  const shapes = areas
    .map(({ polygon, colour }) => {
      const points = (polygon.coordinates[0] ?? [])
        .map((position) => pointOf(position))
        .map(({ lng, lat }) => project(lng, lat, z))
        .map(([px, py]) => `${(px - x * TILE).toFixed(1)},${(py - y * TILE).toFixed(1)}`)
        .join(' ');
      return `<polygon points="${points}" fill="${colour}" fill-opacity="0.12" stroke="${colour}" stroke-opacity="0.5" stroke-width="1"/>`;
    })
    .join('');
  const grid = [64, 128, 192]
    .map((p) => `<path d="M${p} 0V${TILE}M0 ${p}H${TILE}" stroke="#d5d8cc" stroke-width="1"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}">` +
    `<rect width="${TILE}" height="${TILE}" fill="#eef0e6"/>${grid}${shapes}` +
    `<rect width="${TILE}" height="${TILE}" fill="none" stroke="#c9ccc0" stroke-width="0.5"/>` +
    `</svg>`
  );
}
