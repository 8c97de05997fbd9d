import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * index.html's early business call (issue #34, src/api/early-business-call.ts): the script that
 * sends it, bundled alone and minified into a classic script with the build's API base (and the
 * address of its list of each lazily loaded chunk's files, fetched there for a first page that needs it). Its text
 * is hashed into the Content-Security-Policy (scripts/security-headers.ts), which allows no other
 * inline script.
 */
export async function bundleEarlyBusinessCall(apiBaseUrl: string, lazyFilesUrl: string): Promise<string> {
  const { output } = await build({
    input: fileURLToPath(new URL('../src/app/early-business-call.inline.ts', import.meta.url)),
    write: false,
    logLevel: 'warn',
    transform: {
      define: {
        EARLY_CALL_API_BASE_URL: JSON.stringify(apiBaseUrl),
        LAZY_FILES_URL: JSON.stringify(lazyFilesUrl),
      },
    },
    output: { format: 'iife', minify: true, comments: false },
  });
  const code = output[0].code.trim();
  // Inlined in <script>: a closing tag in its text would end it early.
  if (/<\/script/i.test(code)) throw new Error('early business call: the bundle contains </script');
  return code;
}

/** Puts the bundled script first in index.html's head, before the entry's module script. */
export function earlyBusinessCallScript(code: string): Plugin {
  return {
    name: 'app-early-business-call',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: code, injectTo: 'head-prepend' }],
    },
  };
}
