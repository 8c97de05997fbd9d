// Bundles mocks/server.ts (TypeScript, importing src/domain) into dist-mock/server.mjs so the mock
// HTTP server runs on plain Node 20, which cannot strip types. Packages stay external: they are
// loaded from node_modules at run time.
import { rolldown } from 'rolldown';

const started = Date.now();
const bundle = await rolldown({
  input: 'mocks/server.ts',
  platform: 'node',
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  logLevel: 'warn',
});
await bundle.write({ file: 'dist-mock/server.mjs', format: 'esm', sourcemap: true });
await bundle.close();
console.info(`[mock] built dist-mock/server.mjs in ${Date.now() - started} ms`);
