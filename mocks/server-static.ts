/** Serving a built SPA from a folder, with index.html for unknown paths (client-side routes). */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

async function fileAt(path: string): Promise<Buffer | null> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

export async function serveStatic(root: string, pathname: string): Promise<StaticFile> {
  const base = resolve(root);
  const wanted = resolve(join(base, normalize(decodeURIComponent(pathname))));
  // Never leave the folder (../ in the URL).
  const inside = wanted === base || wanted.startsWith(base + sep);
  const file = inside ? await fileAt(wanted) : null;
  if (file) {
    const immutable = pathname.startsWith('/assets/');
    return {
      status: 200,
      headers: {
        'Content-Type': CONTENT_TYPES[extname(wanted)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
      body: file,
    };
  }
  // A path with a file extension is a missing asset; anything else is a route of the SPA.
  const index = extname(pathname) ? null : await fileAt(join(base, 'index.html'));
  if (index)
    return {
      status: 200,
      headers: { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache' },
      body: index,
    };
  return {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: Buffer.from('Not found'),
  };
}

/** Every file under `root` with the content type it is served with. */
export async function builtFiles(root: string): Promise<{ body: Buffer; contentType: string | undefined }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { body: await readFile(path), contentType: CONTENT_TYPES[extname(path)] };
      }),
  );
}
