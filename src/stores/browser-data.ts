/**
 * Everything a browser keeps for a site, wiped at the end of a customer's session: localStorage,
 * sessionStorage, cookies, IndexedDB and Cache Storage. What the device itself needs stays: its
 * setup, the language default, the app's offline shell (it holds no customer data) and, in mock
 * builds, the mock backend's own database.
 */

export interface BrowserDataKeep {
  /** localStorage keys kept: exact names or prefixes ending in '*'. */
  localStorage: readonly string[];
  cookies: readonly string[];
  /** Cache Storage names kept: prefixes. */
  caches: readonly string[];
}

export interface BrowserData {
  wipe(keep: BrowserDataKeep): Promise<void>;
}

/** What the wipe reaches; the browser's own objects, or fakes in a test. */
export interface BrowserDataEnv {
  localStorage: Storage;
  sessionStorage: Storage;
  document: { cookie: string };
  location: { hostname: string };
  indexedDB?: Pick<IDBFactory, 'databases' | 'deleteDatabase'>;
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

const kept = (name: string, patterns: readonly string[]): boolean =>
  patterns.some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );

function wipeWebStorage(storage: Storage, keep: readonly string[]): void {
  const names: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const name = storage.key(i);
    if (name !== null && !kept(name, keep)) names.push(name);
  }
  for (const name of names) storage.removeItem(name);
}

/** Expires every cookie the page can see, on this path and the root, host and parent domains. */
function wipeCookies(env: BrowserDataEnv, keep: readonly string[]): void {
  const names = env.document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name !== '' && !keep.includes(name));
  const host = env.location.hostname;
  const domains = ['', `; Domain=${host}`, `; Domain=.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) {
      env.document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
    }
  }
}

function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab holds it open: it is deleted once that tab lets go; nothing to wait for here.
    request.onblocked = () => resolve();
  });
}

async function wipeIndexedDb(factory: BrowserDataEnv['indexedDB']): Promise<void> {
  if (!factory?.databases) return;
  const databases = await factory.databases();
  await Promise.all(
    databases.flatMap((database) => (database.name ? [deleteDatabase(factory, database.name)] : [])),
  );
}

async function wipeCacheStorage(storage: BrowserDataEnv['caches'], keep: readonly string[]): Promise<void> {
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((name) => !keep.some((prefix) => name.startsWith(prefix)))
      .map((name) => storage.delete(name)),
  );
}

/** Each part is wiped even when another fails (a blocked storage must not keep the rest). */
export async function wipeBrowserData(env: BrowserDataEnv, keep: BrowserDataKeep): Promise<void> {
  const parts: (() => unknown)[] = [
    () => wipeWebStorage(env.localStorage, keep.localStorage),
    () => env.sessionStorage.clear(),
    () => wipeCookies(env, keep.cookies),
    () => wipeIndexedDb(env.indexedDB),
    () => wipeCacheStorage(env.caches, keep.caches),
  ];
  const results = await Promise.allSettled(parts.map(async (part) => part()));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) console.warn('Some browser data could not be wiped', failed);
}

/** The browser's own storages (guarded: private modes and old browsers lack some of them). */
export function browserDataOf(win: Window & typeof globalThis): BrowserData {
  return {
    wipe: (keep) =>
      wipeBrowserData(
        {
          localStorage: win.localStorage,
          sessionStorage: win.sessionStorage,
          document: win.document,
          location: win.location,
          indexedDB: 'indexedDB' in win ? win.indexedDB : undefined,
          caches: 'caches' in win ? win.caches : undefined,
        },
        keep,
      ),
  };
}
