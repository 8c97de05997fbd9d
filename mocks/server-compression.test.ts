import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type * as Zlib from 'node:zlib';

const zlibCalls = vi.hoisted(() => ({ brotli: 0, gzip: 0 }));
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof Zlib>();
  return {
    ...zlib,
    brotliCompress: (...args: Parameters<typeof zlib.brotliCompress>) => {
      zlibCalls.brotli += 1;
      return zlib.brotliCompress(...args);
    },
    gzip: (...args: Parameters<typeof zlib.gzip>) => {
      zlibCalls.gzip += 1;
      return zlib.gzip(...args);
    },
  };
});

const { compressed, precompress } = await import('./server-compression.ts');
const { builtFiles } = await import('./server-static.ts');

describe('precompressed built files', () => {
  it('lists every file under the folder, nested ones too, with the type it is served with', async () => {
    const root = mkdtempSync(join(tmpdir(), 'built-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html>');
    writeFileSync(join(root, 'assets', 'Ab12Cd3.js'), 'export {};');
    const files = await builtFiles(root);
    expect(files.map(({ contentType, body }) => [contentType, body.toString()]).sort()).toEqual([
      ['text/html; charset=utf-8', '<!doctype html>'],
      ['text/javascript; charset=utf-8', 'export {};'],
    ]);
  });

  it('compresses each file once in both encodings before any request, and serves those bodies', async () => {
    const script = Buffer.from('export const menu = "hummus";\n'.repeat(100));
    await precompress([{ body: script, contentType: 'text/javascript' }]);
    expect(zlibCalls).toEqual({ brotli: 1, gzip: 1 });

    const br = await compressed(script, 'text/javascript', 'gzip, br', true);
    const gzip = await compressed(script, 'text/javascript', 'gzip', true);
    expect(zlibCalls).toEqual({ brotli: 1, gzip: 1 });
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    expect(gunzipSync(gzip.body).equals(script)).toBe(true);
  });
});
