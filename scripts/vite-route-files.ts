import { readFileSync } from 'node:fs';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { routeFilesPath, type RouteFilesList } from '../src/app/route-files.ts';

const ROUTE_COMPONENT = /\?tsr-split=component$/;

/** The route id a route file declares (`createFileRoute('/$referenceId/…')`), from its source. */
export function declaredRouteId(source: string): string | null {
  return /createFileRoute\(\s*['"]([^'"]+)['"]\s*,?\s*\)/.exec(source)?.[1] ?? null;
}

/** The chunk's file and every file it imports statically, transitively, but the entry's own. */
export function staticFilesOf(chunk: OutputChunk, bundle: OutputBundle): string[] {
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
 * so that a screen's imports are fetched at once rather than one import after another; for the
 * routes those lists were over 1.1 KB gzip of the menu's first load, for screens it does not draw. This
 * plugin writes the routes' lists to a file of their own instead (src/app/route-files.ts fetches
 * it after the first paint, or with the first route's code) and `isRouteChunk` tells the helper
 * (vite.config.ts, build.modulePreload.resolveDependencies) to keep only their style sheets, which
 * it must load before the code runs. Other lazily loaded modules keep the helper's lists.
 */
export function routeFiles(buildId: string) {
  const facadeOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'app-route-files',
    apply: 'build',
    // Before Vite's preload helper writes its lists in its own generateBundle, which asks
    // isRouteChunk by the chunks' final names (renderChunk still sees placeholders for hashes).
    enforce: 'pre',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.facadeModuleId)
          facadeOf.set(output.fileName, output.facadeModuleId);
      const list: RouteFilesList = { files: [], routes: {} };
      const indexOf = (file: string) => {
        const at = list.files.indexOf(file);
        return at >= 0 ? at : list.files.push(file) - 1;
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId || !ROUTE_COMPONENT.test(output.facadeModuleId))
          continue;
        const source = readFileSync(output.facadeModuleId.replace(ROUTE_COMPONENT, ''), 'utf8');
        const routeId = declaredRouteId(source);
        if (!routeId) throw new Error(`${output.facadeModuleId}: no createFileRoute('…') id`);
        list.routes[routeId] = staticFilesOf(output, bundle).map(indexOf);
      }
      this.emitFile({ type: 'asset', fileName: routeFilesPath(buildId), source: JSON.stringify(list) });
    },
  };
  /** True for a lazily loaded route's chunk, whose JS files the route list carries. */
  const isRouteChunk = (fileName: string) => ROUTE_COMPONENT.test(facadeOf.get(fileName) ?? '');
  return { plugin, isRouteChunk };
}
