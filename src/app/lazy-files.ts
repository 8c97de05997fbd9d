/**
 * Each lazily loaded chunk's files, fetched at once when the chunk is asked for (issue #34).
 * Vite's preload helper did this from lists carried in the entry, one per dynamic import: 2.4 KB
 * gzip of the menu's first load for code it does not run. The build now writes every chunk's
 * files to a list of their own (scripts/vite-lazy-files.ts), a route's chunk named by its route
 * id, any other by its file, and the chunk's other files start from that list when
 *   - the router asks for a route's code (a navigation, an intent preload, the first page), or
 *   - Vite's helper adds its `<link rel=modulepreload>` for any other chunk, which the build
 *     leaves it (vite.config.ts, `build.modulePreload.resolveDependencies`).
 * The list is read once, when the browser is idle after the first page or with the first chunk
 * asked for, whichever comes first; for a first page that is not a menu, index.html's first script
 * has already started it beside the entry (src/app/early-business-call.inline.ts). Without it (a
 * failed fetch) a chunk still loads, its imports found one after another.
 */

/** Where a build's list is served, relative to the app's base: named by the build's id. */
export const lazyFilesPath = (buildId: string) => `assets/lazy-files-${buildId}.json`;

/**
 * True when the first page's code is not in the entry: every page but a menu, whose address alone
 * has two segments (/{referenceId}/{type}). Read by index.html's first script, which then fetches
 * the list beside the entry instead of after it; it errs on the safe side: a page of two literal
 * segments (/{referenceId}/login) gets its list from the app, a round trip later.
 */
export function firstPageCodeIsLazy(pathname: string): boolean {
  return pathname.split('/').filter(Boolean).length !== 2;
}

/**
 * The list's shape: every file once, and each lazily loaded chunk's files (itself first) as
 * indices, keyed by its route's id or by its own file.
 */
export interface LazyFilesList {
  files: string[];
  chunks: Record<string, number[]>;
}

/** What a route needs here: its id, and the code-split component the router preloads. */
interface LazyRoute {
  id: string;
  options: { component?: unknown };
}

/** Starts the files of a chunk asked for, by its key in the list. */
type ChunkAskedFor = (key: string) => Promise<void>;

/**
 * Returns what starts a chunk's files when it is asked for (by its key in the list) and what
 * fetches the list (once), for the caller to start when the browser is idle.
 */
export function preloadLazyFiles(
  fetchList: () => Promise<LazyFilesList | null>,
  preload: (file: string) => void,
): { chunkAskedFor: ChunkAskedFor; listed: () => Promise<LazyFilesList | null> } {
  let list: Promise<LazyFilesList | null> | null = null;
  // A list that could not be fetched (offline, without the worker) is asked for again next time.
  const listed = () =>
    (list ??= fetchList().catch(() => {
      list = null;
      return null;
    }));
  // Files already under way: the helper's chunks and those started here, each started once.
  const started = new Set<string>();
  const chunkAskedFor = async (key: string) => {
    if (started.has(key)) return;
    started.add(key);
    const found = await listed();
    for (const at of found?.chunks[key] ?? []) {
      const file = found?.files[at];
      if (file === undefined || started.has(file)) continue;
      started.add(file);
      preload(file);
    }
  };
  return { chunkAskedFor, listed };
}

/** Makes every code-split route's preload (what the router calls for its code) start its files too. */
export function askForFilesWithRoutes(routes: readonly LazyRoute[], chunkAskedFor: ChunkAskedFor): void {
  for (const route of routes) {
    const component = route.options.component as { preload?: () => Promise<void> } | undefined;
    const load = component?.preload;
    if (!component || !load) continue;
    component.preload = () => {
      void chunkAskedFor(route.id);
      return load();
    };
  }
}

/**
 * The browser's side: the list fetched from the build, each file preloaded as a module; every module
 * preload the helper adds to the document's head from now on starts the rest of its chunk's files.
 * The routes join with `askForFilesWithRoutes` once the router is built.
 */
export function preloadLazyFilesOfBuild(buildId: string) {
  const base = import.meta.env.BASE_URL;
  const lazyFiles = preloadLazyFiles(
    async () => {
      const reply = await fetch(`${base}${lazyFilesPath(buildId)}`);
      return reply.ok ? ((await reply.json()) as LazyFilesList) : null;
    },
    (file) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `${base}${file}`;
      document.head.append(link);
    },
  );
  const basePath = new URL(base, location.href).pathname;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        // The helper falls back to rel=preload where the browser lacks modulepreload.
        if (node instanceof HTMLLinkElement && (node.rel === 'modulepreload' || node.as === 'script'))
          void lazyFiles.chunkAskedFor(new URL(node.href).pathname.slice(basePath.length));
  }).observe(document.head, { childList: true });
  return lazyFiles;
}
