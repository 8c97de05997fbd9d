import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { lazyFilesPath, type LazyFilesList } from '../src/app/lazy-files.ts';

const ROUTE_COMPONENT = /\?tsr-split=component$/;

/** The route id a route file declares (`createFileRoute('/$referenceId/…')`), from its source. */
export function declaredRouteId(source: string): string | null {
  return /createFileRoute\(\s*['"]([^'"]+)['"]\s*,?\s*\)/.exec(source)?.[1] ?? null;
}

/** The chunk's file and every file it imports statically, transitively, but the entry's own. */
function staticFilesOf(chunk: OutputChunk, bundle: OutputBundle): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    const found = bundle[fileName];
    if (found?.type !== 'chunk' || found.isEntry || files.includes(fileName)) return;
    files.push(fileName);
    found.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return files;
}

/**
 * Issue #34: Vite's preload helper lists, in the entry, every file of every lazily loaded chunk,
 * so that a screen's imports are fetched at once rather than one import after another; those
 * lists were 2.4 KB gzip of the menu's first load, for code it does not run. This plugin writes
 * them to a file of their own instead (src/app/lazy-files.ts reads it), and `helperFiles`
 * (vite.config.ts, build.modulePreload.resolveDependencies) tells the helper what it still
 * preloads of a chunk's JS files:
 *   - a route's chunk: none; the app starts a route's files when the router asks for its code,
 *     so the list names it by its route id and the entry names nothing more;
 *   - any other chunk: the chunk alone, whose module preload the app watches for (the list names
 *     it by its file); naming it costs the entry its file name, which a route's id spares.
 * The helper adds a chunk's style sheets by itself, and waits for them before the code runs.
 */
export function lazyFiles(buildId: string) {
  const routeIdOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'app-lazy-files',
    apply: 'build',
    // Before Vite's preload helper writes its lists in its own generateBundle, which asks
    // helperFiles by the chunks' final names (renderChunk still sees placeholders for hashes).
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const list: LazyFilesList = { files: [], chunks: {} };
      const indexOf = (file: string) => {
        const at = list.files.indexOf(file);
        return at >= 0 ? at : list.files.push(file) - 1;
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isDynamicEntry) continue;
        const facade = output.facadeModuleId ?? '';
        let key = output.fileName;
        if (ROUTE_COMPONENT.test(facade)) {
          const routeId = declaredRouteId(readFileSync(facade.replace(ROUTE_COMPONENT, ''), 'utf8'));
          if (!routeId) throw new Error(`${facade}: no createFileRoute('…') id`);
          routeIdOf.set(output.fileName, routeId);
          key = routeId;
        }
        const files = staticFilesOf(output, bundle);
        // A chunk that imports nothing else is whole once its own file is there; a route is listed
        // all the same, since the helper is left none of its files, not even its chunk.
        if (files.length > 1 || routeIdOf.has(output.fileName)) list.chunks[key] = files.map(indexOf);
      }
      this.emitFile({ type: 'asset', fileName: lazyFilesPath(buildId), source: JSON.stringify(list) });
    },
  };
  /** What Vite's helper preloads of a dynamically imported chunk's JS files (`deps`, itself among them). */
  const helperFiles = (file: string, deps: string[]): string[] => {
    if (routeIdOf.has(file)) return [];
    // Vite passes no files for a chunk that imports nothing else: nothing for the app to start.
    return deps.length > 0 ? [file] : [];
  };
  return { plugin, helperFiles };
}
