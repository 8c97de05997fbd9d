/**
 * Each lazily loaded route's files, fetched at once when the route's code is asked for (issue #34).
 * Vite's preload helper did this from lists carried in the entry, over 1.1 KB gzip of the menu's
 * first load for screens it does not draw; the build now writes the routes' lists to a file of their own
 * (scripts/vite-route-files.ts), read once, when the browser is idle after the first page or with
 * the first route's code, whichever comes first; for a first page that is not a menu, index.html's
 * first script has already started it beside the entry (src/app/early-business-call.inline.ts).
 * Without it (a failed fetch) a route still loads, its imports found one after another.
 */

/** Where a build's route list is served, relative to the app's base: named by the build's id. */
export const routeFilesPath = (buildId: string) => `assets/route-files-${buildId}.json`;

/**
 * True when the first page's code is not in the entry: every page but a menu, whose address alone
 * has two segments (/{referenceId}/{type}). Read by index.html's first script, which then fetches
 * the list beside the entry instead of after it; it errs on the safe side: a page of two literal
 * segments (/{referenceId}/login) gets its list from the app, a round trip later.
 */
export function firstPageCodeIsLazy(pathname: string): boolean {
  return pathname.split('/').filter(Boolean).length !== 2;
}

/** The list's shape: every file once, and each route's files (its chunk first) as indices into it. */
export interface RouteFilesList {
  files: string[];
  routes: Record<string, number[]>;
}

/** What a route needs here: its id, and the code-split component the router preloads. */
interface LazyRoute {
  id: string;
  options: { component?: unknown };
}

/**
 * Makes every route's code preload start its files too, and returns what fetches the list (once),
 * for the caller to start when the browser is idle.
 */
export function preloadRouteFiles(
  routes: readonly LazyRoute[],
  fetchList: () => Promise<RouteFilesList | null>,
  preload: (file: string) => void,
): () => Promise<RouteFilesList | null> {
  let list: Promise<RouteFilesList | null> | null = null;
  // A list that could not be fetched (offline, without the worker) is asked for again next time.
  const listed = () =>
    (list ??= fetchList().catch(() => {
      list = null;
      return null;
    }));
  const preloaded = new Set<string>();
  const preloadFilesOf = async (routeId: string) => {
    const found = await listed();
    for (const at of found?.routes[routeId] ?? []) {
      const file = found?.files[at];
      if (file === undefined || preloaded.has(file)) continue;
      preloaded.add(file);
      preload(file);
    }
  };
  for (const route of routes) {
    const component = route.options.component as { preload?: () => Promise<void> } | undefined;
    const load = component?.preload;
    if (!component || !load) continue;
    component.preload = () => {
      void preloadFilesOf(route.id);
      return load();
    };
  }
  return listed;
}

/** The browser's side: the list fetched from the build, each file preloaded as a module. */
export function preloadRouteFilesOfBuild(routes: readonly LazyRoute[], buildId: string) {
  const base = import.meta.env.BASE_URL;
  return preloadRouteFiles(
    routes,
    async () => {
      const reply = await fetch(`${base}${routeFilesPath(buildId)}`);
      return reply.ok ? ((await reply.json()) as RouteFilesList) : null;
    },
    (file) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `${base}${file}`;
      document.head.append(link);
    },
  );
}
