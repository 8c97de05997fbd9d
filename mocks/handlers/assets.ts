/** Generated images, offline map tiles and the build manifest. */
import { http, HttpResponse } from 'msw';
import type { MockBackend } from '../backend.ts';
import { platePng } from '../services/raster-art.ts';
import { bannerSvg, plateColour, plateSvg, tileSvg } from '../services/svg-art.ts';
import { MAPPED_SCENARIOS } from '../services/places.ts';
import { originApi } from './http.ts';

/** A fixed manifest: the mock never announces a newer build. */
export const MOCK_BUILD_MANIFEST = { buildId: 'mock', builtAt: '2025-01-01T00:00:00.000Z' };

function svgResponse(svg: string): Response {
  return new HttpResponse(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

function pngResponse(png: Uint8Array): Response {
  return new HttpResponse(png as BodyInit, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}

/** The raster width a request asks for (`fm=webp&w=640`, the app's srcset), or null for the SVG. */
function rasterWidth(url: string): number | null {
  const query = new URL(url).searchParams;
  const width = Number(query.get('w'));
  return query.get('fm') === 'webp' && Number.isFinite(width) && width > 0 ? width : null;
}

/** The label an image shows: the name of the record its file name points at. */
function labelFor(backend: MockBackend, kind: string, id: number): string {
  const seed = backend.db.seedForId(id);
  if (!seed) return kind;
  if (kind === 'item') return backend.db.item(seed, id)?.item.name.en ?? 'Dish';
  if (kind === 'category') {
    const all = seed.categories.flatMap((c) => [c, ...c.subcategories]);
    return all.find((c) => c.id === id)?.name.en ?? 'Menu';
  }
  if (kind === 'banner') return seed.banners.find((b) => b.id === id)?.title.en ?? 'Offer';
  if (kind === 'package') return seed.wallet_packages.find((p) => p.id === id)?.name.en ?? 'Package';
  if (kind === 'branch') return seed.branches.find((b) => b.id === id)?.name.en ?? 'Branch';
  return seed.business.business_name.en ?? 'Restaurant';
}

export function assetHandlers(backend: MockBackend, options: { buildManifest: boolean }) {
  return [
    http.get('*/mock-images/:file', async ({ params, request }) => {
      const file = String(params.file);
      const match = /^([a-z]+)-(\w+)\.svg$/.exec(file);
      if (!match) return new HttpResponse('Not found', { status: 404 });
      const [, kind, key] = match as unknown as [string, string, string];
      if (kind === 'flag') return svgResponse(plateSvg(key, 64));
      const label = labelFor(backend, kind, Number(key));
      if (kind === 'banner' || kind === 'cover') return svgResponse(bannerSvg(label));
      // Pictures asked for as photos are raster, as a real image service's are; banners keep their
      // SVG titles (a handful per page, where the text is the point).
      const width = rasterWidth(request.url);
      if (width !== null) return pngResponse(await platePng(plateColour(label), width));
      return svgResponse(plateSvg(label));
    }),

    http.get('*/tiles/:z/:x/:y', ({ params }) => {
      const [z, x] = [Number(params.z), Number(params.x)];
      const y = Number(String(params.y).replace(/\.(png|svg)$/, ''));
      if (![z, x, y].every((n) => Number.isInteger(n) && n >= 0) || z > 22) {
        return new HttpResponse('Bad tile', { status: 400 });
      }
      const areas = MAPPED_SCENARIOS.flatMap((name) =>
        backend.db
          .seed(name)
          .zones.flatMap((zone) =>
            zone.areas.flatMap((area) =>
              area.shape.type === 'Polygon' ? [{ polygon: area.shape, colour: zone.color }] : [],
            ),
          ),
      );
      return svgResponse(tileSvg(z, x, y, areas));
    }),

    ...(options.buildManifest
      ? [originApi.get('/build.json', () => HttpResponse.json(MOCK_BUILD_MANIFEST))]
      : []),
  ];
}
