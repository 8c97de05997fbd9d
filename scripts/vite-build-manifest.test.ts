import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_IN_OUTPUT, viteManifestPath } from './lib/vite-manifest.mjs';
import { buildManifest } from './vite-build-manifest.ts';

const scratch: string[] = [];
afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An output folder as Vite leaves it once the bundle is written, then the plugin's last hook. */
function finishBuild(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'build-manifest-'));
  scratch.push(root);
  const outDir = join(root, 'dist');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(outDir, name, '..'), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  // Both hooks are plain functions of ours; only what they read of Vite's config is given.
  const plugin = buildManifest('test-build', true) as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle(): void;
  };
  plugin.configResolved({ root, build: { outDir: 'dist' } });
  plugin.closeBundle();
  return outDir;
}

describe('the build plugin and Vite manifest', () => {
  it('moves .vite/manifest.json out of the output folder, where the budget reads it', () => {
    const manifest = JSON.stringify({ 'index.html': { file: 'assets/index.js' } });
    const outDir = finishBuild({ [MANIFEST_IN_OUTPUT]: manifest, 'index.html': '<!doctype html>' });
    expect(existsSync(join(outDir, MANIFEST_IN_OUTPUT))).toBe(false);
    expect(existsSync(join(outDir, '.vite'))).toBe(false);
    expect(readFileSync(viteManifestPath(outDir), 'utf8')).toBe(manifest);
    expect(viteManifestPath(outDir).startsWith(`${outDir}/`)).toBe(false);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });

  it('drops the mock service worker from a build for a real server', () => {
    const outDir = finishBuild({ 'mockServiceWorker.js': '', [MANIFEST_IN_OUTPUT]: '{}' });
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false);
  });
});
