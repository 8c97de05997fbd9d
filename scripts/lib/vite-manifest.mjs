// Where a build's Vite manifest lives. Vite writes it into the output folder (.vite/manifest.json),
// which would ship it to any host that serves that folder: a map of every source module to its
// file. The build moves it beside the output folder instead (scripts/vite-build-manifest.ts), and
// the bundle budget (scripts/check-bundle-budget.mjs) reads it from there.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Where Vite writes the manifest, relative to the output folder. */
export const MANIFEST_IN_OUTPUT = '.vite/manifest.json';

/** The manifest of the build in `outDir`, outside it: dist → dist-manifest/manifest.json. */
export function viteManifestPath(outDir) {
  return join(`${resolve(outDir)}-manifest`, 'manifest.json');
}

/** Moves the manifest out of `outDir` and drops the .vite folder (nothing in it is served); true if moved. */
export function moveViteManifest(outDir) {
  const written = join(outDir, MANIFEST_IN_OUTPUT);
  if (!existsSync(written)) return false;
  const target = viteManifestPath(outDir);
  mkdirSync(dirname(target), { recursive: true });
  renameSync(written, target);
  rmSync(dirname(written), { recursive: true, force: true });
  return true;
}
