import type { Plugin } from 'vite';

/**
 * Writes /build.json ({ buildId, builtAt }) into the build, and removes the mock service worker from
 * builds that run against a real server (shared/STACK.md: public/ is copied into every build).
 */
export function buildManifest(buildId: string, dropMockWorker: boolean): Plugin {
  return {
    name: 'app-build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
      });
      if (dropMockWorker) delete bundle['mockServiceWorker.js'];
    },
  };
}
