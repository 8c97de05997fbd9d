import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import type { LazyFilesList } from '../src/app/lazy-files.ts';
import { declaredRouteId, lazyFiles } from './vite-lazy-files.ts';

const routeFile = (path: string) => fileURLToPath(new URL(`../src/routes/${path}`, import.meta.url));

/**
 * A chunk of the bundle as the plugin reads it: its name, what it imports, what it was built from,
 * whether something imports it dynamically.
 */
function chunk(fileName: string, imports: string[], facadeModuleId: string | null, isEntry = false) {
  const isDynamicEntry = facadeModuleId !== null && !isEntry;
  return {
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId,
    isEntry,
    isDynamicEntry,
  } as unknown as OutputChunk;
}

/**
 * The bundle of a small build: the entry, the cart's and checkout's routes, a lazily loaded sheet,
 * a lazily loaded store that imports nothing else, and what they share.
 */
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
    chunk('assets/store.js', ['assets/index.js'], '/app/src/stores/branches-store.ts'),
  ].map((output) => [output.fileName, output]),
) as unknown as OutputBundle;

/** Runs the plugin's hook on a bundle; what it emitted, and its answer for each chunk. */
function build(bundle: OutputBundle) {
  const { plugin, helperFiles } = lazyFiles('b1');
  const emitted: { fileName: string; source: string }[] = [];
  const generateBundle = plugin.generateBundle as unknown as (
    this: { emitFile(file: { fileName: string; source: string }): void },
    options: unknown,
    bundle: OutputBundle,
  ) => void;
  generateBundle.call({ emitFile: (file) => void emitted.push(file) }, {}, bundle);
  return { emitted, helperFiles };
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

describe('the lazy files plugin', () => {
  it("lists each lazily loaded chunk's files, the entry's left out, each file once, a route's by its id", () => {
    const { emitted } = build(BUNDLE);
    expect(emitted.map((file) => file.fileName)).toEqual(['assets/lazy-files-b1.json']);
    const list = JSON.parse(emitted[0]!.source) as LazyFilesList;
    const filesOf = (key: string) => list.chunks[key]!.map((at) => list.files[at]);
    // The store imports nothing but the entry: once its file is there it is whole, so it is not listed.
    expect(Object.keys(list.chunks).sort()).toEqual([
      '/$referenceId/$type/cart',
      '/$referenceId/$type/checkout',
      'assets/sheet.js',
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
    expect(filesOf('assets/sheet.js')).toEqual(['assets/sheet.js', 'assets/mantine.js']);
    expect(new Set(list.files).size).toBe(list.files.length);
  });

  it("leaves Vite's preload helper no file of a route's, and only the chunk itself of any other", () => {
    const { helperFiles } = build(BUNDLE);
    expect(
      helperFiles('assets/cart.js', ['assets/cart.js', 'assets/shared.js', 'assets/mantine.js']),
    ).toEqual([]);
    expect(helperFiles('assets/sheet.js', ['assets/sheet.js', 'assets/mantine.js'])).toEqual([
      'assets/sheet.js',
    ]);
    // A chunk with no other file: Vite asks with no files, and the helper preloads none.
    expect(helperFiles('assets/store.js', [])).toEqual([]);
  });

  it('fails the build for a split route whose file declares no route id', () => {
    const broken = {
      ...BUNDLE,
      'assets/odd.js': chunk('assets/odd.js', [], `${routeFile('__root.tsx')}?tsr-split=component`),
    };
    expect(() => build(broken as OutputBundle)).toThrow(/no createFileRoute/);
  });
});
