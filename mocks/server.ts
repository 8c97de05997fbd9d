/**
 * The mock backend as a real HTTP server on localhost, for Playwright and for running the app
 * against a backend without a service worker. Node's http module plus msw's getResponse: the
 * same handlers as the other hosts.
 *
 *   node dist-mock/server.mjs [--port 8787] [--static dist [--precompress]] [--persist]
 *
 * Serves /api/*, /geocode/*, /tiles/*, /mock-images/*, /__mock/* and, with --static, the built
 * SPA (index.html for unknown paths) so the app and the API share one origin.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { getResponse } from 'msw';
import { createHandlers } from './all-handlers.ts';
import { createMockBackend } from './backend.ts';
import type { MockState } from './db/state.ts';
import { compressed, precompress } from './server-compression.ts';
import { builtFiles, serveStatic } from './server-static.ts';
import { parseHeadersFile } from '../scripts/security-headers.ts';

const MOCK_PREFIXES = ['/api/', '/geocode/', '/tiles/', '/mock-images/', '/__mock/'];
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

function flag(name: string): string | null {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return null;
  const value = process.argv[index + 1];
  return value && !value.startsWith('--') ? value : '';
}

function loadState(file: string): MockState {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as MockState;
  } catch {
    return {};
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' || body.length === 0 ? {} : { body: new Uint8Array(body) }),
  });
}

/** Sends a reply; with `acceptEncoding` (the --static mode) compressed as a real host would. */
async function send(res: ServerResponse, response: Response, acceptEncoding?: string): Promise<void> {
  if (response.type === 'error') {
    // A network-error fault: drop the connection, as a dead network would.
    res.destroy();
    return;
  }
  const headers: Record<string, string> = { ...CORS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (acceptEncoding === undefined) {
    res.writeHead(response.status, headers).end(body);
    return;
  }
  const reply = await compressed(body, headers['content-type'], acceptEncoding);
  if (reply.body !== body) delete headers['content-length'];
  res.writeHead(response.status, { ...headers, ...reply.headers }).end(reply.body);
}

function readSiteHeaders(staticDir: string): Record<string, string> {
  const file = join(staticDir, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : {};
}

export async function startMockServer(): Promise<void> {
  const port = Number(flag('port') || process.env.MOCK_PORT || 8787);
  const staticDir = flag('static');
  const persistFile =
    flag('persist') !== null ? resolve(process.env.MOCK_DB_FILE ?? '.mock-db/state.json') : null;
  const backend = createMockBackend({
    state: persistFile ? loadState(persistFile) : {},
    processingMs: 300,
    ...(persistFile
      ? {
          onChange: (state: MockState) => {
            mkdirSync(dirname(persistFile), { recursive: true });
            writeFileSync(persistFile, JSON.stringify(state));
          },
        }
      : {}),
  });
  const handlers = createHandlers(backend, { buildManifest: true });
  // The built app's own security headers (dist/_headers), sent as a real static host would.
  const siteHeaders = staticDir ? readSiteHeaders(staticDir) : {};
  const origin = `http://localhost:${port}`;
  // A static host compresses what it sends; the plain mock backend (tests of the API) does not.
  const encodingOf = (req: IncomingMessage) =>
    staticDir ? (req.headers['accept-encoding'] ?? '') : undefined;

  const server = createServer(async (req, res) => {
    try {
      const pathname = new URL(req.url ?? '/', origin).pathname;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      // A built app's own build.json wins over the mock manifest.
      if (staticDir && pathname === '/build.json') {
        const file = await serveStatic(staticDir, pathname);
        if (file.status === 200) {
          res.writeHead(200, file.headers).end(file.body);
          return;
        }
      }
      const body = await readBody(req);
      const response = await getResponse(handlers, toFetchRequest(req, body, origin));
      if (response) return await send(res, response, encodingOf(req));
      if (MOCK_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
        // Unknown API call: fail loudly, never guess.
        console.error(`[mock] no handler for ${req.method} ${pathname}`);
        const message = `The mock backend has no handler for ${req.method} ${pathname}.`;
        return await send(
          res,
          Response.json({ error: 404, message, code: 'no_mock_handler' }, { status: 404 }),
        );
      }
      if (staticDir !== null && staticDir !== '') {
        const file = await serveStatic(staticDir, pathname);
        const reply = await compressed(
          file.body,
          file.headers['Content-Type'],
          req.headers['accept-encoding'],
          file.status === 200,
        );
        res
          .writeHead(file.status, { ...siteHeaders, ...file.headers, ...reply.headers })
          .end(req.method === 'HEAD' ? undefined : reply.body);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    } catch (error) {
      console.error('[mock] handler failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json', ...CORS });
      res.end(JSON.stringify({ error: 500, message: 'Something Went Wrong', code: 'server_error' }));
    }
  });

  // Clients keep a connection for reuse longer than Node's 5 s default (Playwright's route.fetch
  // does): a socket the server closed meanwhile would fail their next request with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  if (staticDir && flag('precompress') !== null) await precompress(await builtFiles(staticDir));
  server.listen(port, () => {
    console.info(`[mock] backend on ${origin} (scenarios: ${origin}/api/webapp/v5/restaurant/demo …)`);
    if (staticDir) console.info(`[mock] serving the app from ${resolve(staticDir)}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void startMockServer();
