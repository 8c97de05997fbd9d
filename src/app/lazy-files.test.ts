import { describe, expect, it, vi } from 'vitest';
import { askForFilesWithRoutes, preloadLazyFiles, type LazyFilesList } from './lazy-files.ts';

/** A build's list: two routes (keyed by their ids) and a lazily loaded sheet (keyed by its file). */
const LIST: LazyFilesList = {
  files: ['assets/cart.js', 'assets/shared.js', 'assets/checkout.js', 'assets/phone.js', 'assets/sheet.js'],
  chunks: {
    '/$referenceId/$type/cart': [0, 1],
    '/$referenceId/$type/checkout': [2, 1, 3],
    'assets/sheet.js': [4, 1, 3],
  },
};

/** A route as the router holds it, its component code-split: `preload` loads its chunk. */
function lazyRoute(id: string) {
  const load = vi.fn(() => Promise.resolve());
  const component = Object.assign(() => null, { preload: load });
  return { route: { id, options: { component } }, load, component };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const startedFiles = (preload: ReturnType<typeof vi.fn>) => preload.mock.calls.map(([file]) => file);

describe('preloadLazyFiles', () => {
  it("starts a chunk's other files when the chunk is asked for, from the list fetched once", async () => {
    const fetchList = vi.fn(() => Promise.resolve(LIST));
    const preload = vi.fn();
    const { chunkAskedFor } = preloadLazyFiles(fetchList, preload);
    expect(fetchList).not.toHaveBeenCalled();

    // The helper preloads the sheet's own file: the rest start here.
    await chunkAskedFor('assets/sheet.js');
    expect(startedFiles(preload)).toEqual(['assets/shared.js', 'assets/phone.js']);

    // Those files' own preloads (this code's links) start nothing more; nor does the sheet again.
    await chunkAskedFor('assets/shared.js');
    await chunkAskedFor('assets/sheet.js');
    expect(startedFiles(preload)).toEqual(['assets/shared.js', 'assets/phone.js']);
    expect(fetchList).toHaveBeenCalledOnce();
  });

  it('fetches the list when asked (the browser idle after the first page), once', async () => {
    const fetchList = vi.fn(() => Promise.resolve(LIST));
    const { listed } = preloadLazyFiles(fetchList, vi.fn());
    await expect(listed()).resolves.toBe(LIST);
    await listed();
    expect(fetchList).toHaveBeenCalledOnce();
  });

  it("asks for the list again after a failed fetch, and then starts the next chunk's files", async () => {
    const fetchList = vi
      .fn<() => Promise<LazyFilesList>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(LIST);
    const preload = vi.fn();
    const { chunkAskedFor } = preloadLazyFiles(fetchList, preload);
    await chunkAskedFor('/$referenceId/$type/cart');
    expect(preload).not.toHaveBeenCalled();
    await chunkAskedFor('assets/sheet.js');
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(startedFiles(preload)).toEqual(['assets/shared.js', 'assets/phone.js']);
  });
});

describe('askForFilesWithRoutes', () => {
  it("starts a route's files with its code, a file shared with another route once", async () => {
    const cart = lazyRoute('/$referenceId/$type/cart');
    const checkout = lazyRoute('/$referenceId/$type/checkout');
    const preload = vi.fn();
    const { chunkAskedFor } = preloadLazyFiles(() => Promise.resolve(LIST), preload);
    askForFilesWithRoutes([cart.route, checkout.route], chunkAskedFor);

    await cart.component.preload();
    await settled();
    expect(cart.load).toHaveBeenCalledOnce();
    // The route's own chunk too: the helper is left none of a route's files.
    expect(startedFiles(preload)).toEqual(['assets/cart.js', 'assets/shared.js']);

    await checkout.component.preload();
    await cart.component.preload();
    await settled();
    expect(startedFiles(preload)).toEqual([
      'assets/cart.js',
      'assets/shared.js',
      'assets/checkout.js',
      'assets/phone.js',
    ]);
  });

  it('still loads the route when the list cannot be fetched, with nothing preloaded', async () => {
    const cart = lazyRoute('/$referenceId/$type/cart');
    const preload = vi.fn();
    const { chunkAskedFor } = preloadLazyFiles(
      () => Promise.reject(new TypeError('Failed to fetch')),
      preload,
    );
    askForFilesWithRoutes([cart.route], chunkAskedFor);
    await expect(cart.component.preload()).resolves.toBeUndefined();
    await settled();
    expect(cart.load).toHaveBeenCalledOnce();
    expect(preload).not.toHaveBeenCalled();
  });

  it('leaves alone routes whose code is in the entry, and routes the list does not know', async () => {
    const inEntry = { id: '/$referenceId', options: { component: () => null } };
    const unknown = lazyRoute('/$referenceId/new-page');
    const preload = vi.fn();
    const { chunkAskedFor } = preloadLazyFiles(() => Promise.resolve(LIST), preload);
    askForFilesWithRoutes([inEntry, unknown.route], chunkAskedFor);
    expect(inEntry.options.component).not.toHaveProperty('preload');
    await unknown.component.preload();
    await settled();
    expect(unknown.load).toHaveBeenCalledOnce();
    expect(preload).not.toHaveBeenCalled();
  });
});
