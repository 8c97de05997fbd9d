/**
 * The business frame and its menu: what nearly every visit opens first. Their components stay in
 * the entry chunk (vite.config.ts) instead of a lazy chunk each; split, they arrived as ~40 small
 * files found one import after another (a waterfall of round trips on a phone). Every other screen
 * loads lazily and waits for the rest of the language's messages (src/routes/__root.tsx).
 */
export const FIRST_LOAD_ROUTE_IDS: ReadonlySet<string> = new Set([
  '__root__',
  '/$referenceId',
  '/$referenceId/$type',
  '/$referenceId/$type/',
]);

/** True when every matched route of a navigation is one of the first load's. */
export function onlyFirstLoadRoutes(matches: ReadonlyArray<{ routeId: unknown }>): boolean {
  return matches.every(
    (match) => typeof match.routeId === 'string' && FIRST_LOAD_ROUTE_IDS.has(match.routeId),
  );
}
