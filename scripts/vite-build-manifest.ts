import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { moveViteManifest } from './lib/vite-manifest.mjs';

/**
 * Writes /build.json ({ buildId, builtAt }) into the build, and removes the mock service worker from
 * builds that run against a real server (shared/STACK.md: public/ is copied into every build). Vite
 * copies public/ outside the bundle, so the file is removed from the output folder once written.
 * Vite's own manifest (.vite/manifest.json, every source module mapped to its file) is moved out of
 * the output folder too, so no host serves it; the bundle budget reads it from beside the folder.
 */
export function buildManifest(buildId: string, dropMockWorker: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'app-build-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
      });
    },
    closeBundle() {
      if (dropMockWorker) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
      moveViteManifest(outDir);
    },
  };
}
