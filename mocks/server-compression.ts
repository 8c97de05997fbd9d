/**
 * Response compression for the mock server's --static mode, as a real static host does: brotli when
 * the client accepts it, else gzip, for text types over 1 KB. Built files never change while the
 * server runs, so their compressed bodies are made once (at the best ratio) and kept; API replies
 * are compressed per request at a fast level.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

export interface Compressed {
  body: Buffer;
  headers: Record<string, string>;
}

/** The encoding to send, from the request's Accept-Encoding, or null for none. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  contentType: string | undefined,
): Encoding | null {
  if (!acceptEncoding || !contentType || !COMPRESSIBLE.test(contentType)) return null;
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

async function encode(body: Buffer, encoding: Encoding, best: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: best ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const staticCache = new Map<string, Promise<Buffer>>();

/**
 * The body to send and the headers to add (Content-Encoding, Vary). A built file (`builtFile`) is
 * compressed once per content; any other body for this reply only.
 */
export async function compressed(
  body: Buffer,
  contentType: string | undefined,
  acceptEncoding: string | undefined,
  builtFile = false,
): Promise<Compressed> {
  const encoding = chooseEncoding(acceptEncoding, contentType);
  if (!encoding || body.length < MIN_BYTES) return { body, headers: {} };
  let encoded: Promise<Buffer>;
  if (builtFile) {
    const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
    encoded = staticCache.get(key) ?? encode(body, encoding, true);
    staticCache.set(key, encoded);
  } else {
    encoded = encode(body, encoding, false);
  }
  return { body: await encoded, headers: { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } };
}

/**
 * Compresses every built file in both encodings before the first request, as a host that serves
 * precompressed files does (--precompress, for the benchmarks): compressed on its first request
 * instead, at the best ratio, a lazily loaded screen's files cost the benchmark's first tap on it
 * tens of milliseconds of server time per file that no real host spends.
 */
export async function precompress(
  files: readonly { body: Buffer; contentType: string | undefined }[],
): Promise<void> {
  await Promise.all(
    files.flatMap(({ body, contentType }) =>
      (['br', 'gzip'] as const).map((encoding) => compressed(body, contentType, encoding, true)),
    ),
  );
}
