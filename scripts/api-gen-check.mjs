// Fails when src/api/schema.gen.ts is stale: generates the types from openapi/webapp.yaml into a
// temporary file with the same command as `npm run api:gen` and compares the bytes.
// Plain ESM because Node 20 cannot run TypeScript scripts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contract = join(root, 'openapi/webapp.yaml');
const committed = join(root, 'src/api/schema.gen.ts');
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');

/** Generates into `target`; returns the generator's error text, or null on success. */
function generate(target) {
  try {
    execFileSync(process.execPath, [cli, contract, '-o', target], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return null;
  } catch (error) {
    // The generator's first lines say what is wrong with the contract (e.g. a YAML error).
    return String(error.stderr ?? error.message)
      .split('\n')
      .slice(0, 8)
      .join('\n');
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'api-gen-check-'));
try {
  const fresh = join(scratch, 'schema.gen.ts');
  const failure = generate(fresh);
  if (failure !== null) {
    console.error(`openapi-typescript could not read openapi/webapp.yaml:\n${failure}`);
    process.exitCode = 1;
  } else if (!existsSync(committed) || readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error('src/api/schema.gen.ts is out of date with openapi/webapp.yaml. Run `npm run api:gen`.');
    process.exitCode = 1;
  } else {
    console.log('src/api/schema.gen.ts is up to date.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
