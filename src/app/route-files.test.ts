import { describe, expect, it, vi } from 'vitest';
import { preloadRouteFiles, type RouteFilesList } from './route-files.ts';

const LIST: RouteFilesList = {
  files: ['assets/cart.js', 'assets/shared.js', 'assets/checkout.js', 'assets/phone.js'],
  routes: { '/$referenceId/$type/cart': [0, 1], '/$referenceId/$type/checkout': [2, 1, 3] },
};

/** A route as the router holds it, its component code-split: `preload` loads its chunk. */
function lazyRoute(id: string) {
  const load = vi.fn(() => Promise.resolve());
  const component = Object.assign(() => null, { preload: load });
  return { route: { id, options: { component } }, load, component };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadRouteFiles', () => {
  it("starts a route's files with its code, from the list fetched once", async () => {
    const cart = lazyRoute('/$referenceId/$type/cart');
    const checkout = lazyRoute('/$referenceId/$type/checkout');
    const fetchList = vi.fn(() => Promise.resolve(LIST));
    const preload = vi.fn();
    preloadRouteFiles([cart.route, checkout.route], fetchList, preload);
    expect(fetchList).not.toHaveBeenCalled();

    await cart.component.preload();
    await settled();
    expect(cart.load).toHaveBeenCalledOnce();
    expect(preload.mock.calls.map(([file]) => file)).toEqual(['assets/cart.js', 'assets/shared.js']);

    // The shared file is asked for once; a route asked for again starts nothing more.
    await checkout.component.preload();
    await cart.component.preload();
    await settled();
    expect(preload.mock.calls.map(([file]) => file)).toEqual([
      'assets/cart.js',
      'assets/shared.js',
      'assets/checkout.js',
      'assets/phone.js',
    ]);
    expect(fetchList).toHaveBeenCalledOnce();
  });

  it('fetches the list when asked (the browser idle after the first page), once', async () => {
    const fetchList = vi.fn(() => Promise.resolve(LIST));
    const listed = preloadRouteFiles([], fetchList, vi.fn());
    await expect(listed()).resolves.toBe(LIST);
    await listed();
    expect(fetchList).toHaveBeenCalledOnce();
  });

  it('still loads the route when the list cannot be fetched, with nothing preloaded', async () => {
    const cart = lazyRoute('/$referenceId/$type/cart');
    const preload = vi.fn();
    preloadRouteFiles([cart.route], () => Promise.reject(new TypeError('Failed to fetch')), preload);
    await expect(cart.component.preload()).resolves.toBeUndefined();
    await settled();
    expect(cart.load).toHaveBeenCalledOnce();
    expect(preload).not.toHaveBeenCalled();
  });

  it('asks for the list again after a failed fetch, and then starts the files', async () => {
    const cart = lazyRoute('/$referenceId/$type/cart');
    const fetchList = vi
      .fn<() => Promise<RouteFilesList>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(LIST);
    const preload = vi.fn();
    preloadRouteFiles([cart.route], fetchList, preload);
    await cart.component.preload();
    await settled();
    expect(preload).not.toHaveBeenCalled();
    await cart.component.preload();
    await settled();
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(preload.mock.calls.map(([file]) => file)).toEqual(['assets/cart.js', 'assets/shared.js']);
  });

  it('leaves alone routes whose code is in the entry, and routes the list does not know', async () => {
    const inEntry = { id: '/$referenceId', options: { component: () => null } };
    const unknown = lazyRoute('/$referenceId/new-page');
    const preload = vi.fn();
    preloadRouteFiles([inEntry, unknown.route], () => Promise.resolve(LIST), preload);
    expect(inEntry.options.component).not.toHaveProperty('preload');
    await unknown.component.preload();
    await settled();
    expect(unknown.load).toHaveBeenCalledOnce();
    expect(preload).not.toHaveBeenCalled();
  });
});
