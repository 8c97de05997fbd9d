import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import type { RouteFilesList } from '../src/app/route-files.ts';
import { declaredRouteId, routeFiles } from './vite-route-files.ts';

const routeFile = (path: string) => fileURLToPath(new URL(`../src/routes/${path}`, import.meta.url));

/** A chunk of the bundle as the plugin reads it: its name, what it imports, what it was built from. */
function chunk(fileName: string, imports: string[], facadeModuleId: string | null, isEntry = false) {
  return { type: 'chunk', fileName, imports, facadeModuleId, isEntry } as unknown as OutputChunk;
}

/** The bundle of a small build: the entry, the cart's and checkout's routes and what they share. */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/react.js'], '/app/src/app/main.tsx', true),
    chunk('assets/react.js', [], null),
    chunk(
      'assets/cart.js',
      ['assets/index.js', 'assets/shared.js'],
      `${routeFile('$referenceId/$type/cart.tsx')}?tsr-split=component`,
    ),
    chunk(
      'assets/checkout.js',
      ['assets/shared.js', 'assets/phone.js'],
      `${routeFile('$referenceId/$type/checkout.tsx')}?tsr-split=component`,
    ),
    chunk('assets/shared.js', ['assets/index.js', 'assets/mantine.js'], null),
    chunk('assets/mantine.js', [], null),
    chunk('assets/phone.js', ['assets/mantine.js'], null),
    chunk('assets/sheet.js', ['assets/mantine.js'], '/app/src/features/dietary/DietaryFilterSheet.tsx'),
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

/** Runs the plugin's hook on a bundle; what it emitted, and its answer for each chunk. */
function build(bundle: OutputBundle) {
  const { plugin, isRouteChunk } = routeFiles('b1');
  const emitted: { fileName: string; source: string }[] = [];
  const generateBundle = plugin.generateBundle as unknown as (
    this: { emitFile(file: { fileName: string; source: string }): void },
    options: unknown,
    bundle: OutputBundle,
  ) => void;
  generateBundle.call({ emitFile: (file) => void emitted.push(file) }, {}, bundle);
  return { emitted, isRouteChunk };
}

describe('declaredRouteId', () => {
  it.each([
    ["export const Route = createFileRoute('/$referenceId/$type/cart')({", '/$referenceId/$type/cart'],
    ['createFileRoute("/")({ component })', '/'],
    [
      "createFileRoute(\n  '/$referenceId/reservation/history_/$reservationId',\n)({",
      '/$referenceId/reservation/history_/$reservationId',
    ],
    ['export const Route = createRootRoute({})', null],
  ])('%j declares %j', (source, id) => {
    expect(declaredRouteId(source)).toBe(id);
  });
});

describe('the route files plugin', () => {
  it("lists each lazily loaded route's chunk and its static imports, the entry's left out, each file once", () => {
    const { emitted } = build(BUNDLE);
    expect(emitted.map((file) => file.fileName)).toEqual(['assets/route-files-b1.json']);
    const list = JSON.parse(emitted[0]!.source) as RouteFilesList;
    const filesOf = (id: string) => list.routes[id]!.map((at) => list.files[at]);
    expect(Object.keys(list.routes).sort()).toEqual([
      '/$referenceId/$type/cart',
      '/$referenceId/$type/checkout',
    ]);
    expect(filesOf('/$referenceId/$type/cart')).toEqual([
      'assets/cart.js',
      'assets/shared.js',
      'assets/mantine.js',
    ]);
    expect(filesOf('/$referenceId/$type/checkout')).toEqual([
      'assets/checkout.js',
      'assets/shared.js',
      'assets/mantine.js',
      'assets/phone.js',
    ]);
    expect(new Set(list.files).size).toBe(list.files.length);
  });

  it("tells Vite's preload helper which chunks are routes' (their lists left to the file)", () => {
    const { isRouteChunk } = build(BUNDLE);
    expect(isRouteChunk('assets/cart.js')).toBe(true);
    expect(isRouteChunk('assets/checkout.js')).toBe(true);
    // A lazily loaded module that is not a route keeps the helper's list; so does anything unknown.
    expect(isRouteChunk('assets/sheet.js')).toBe(false);
    expect(isRouteChunk('assets/shared.js')).toBe(false);
    expect(isRouteChunk('assets/unknown.js')).toBe(false);
  });

  it('fails the build for a split route whose file declares no route id', () => {
    const broken = {
      ...BUNDLE,
      'assets/odd.js': chunk('assets/odd.js', [], `${routeFile('__root.tsx')}?tsr-split=component`),
    };
    expect(() => build(broken as OutputBundle)).toThrow(/no createFileRoute/);
  });
});
