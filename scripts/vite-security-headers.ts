import type { Plugin } from 'vite';
import { headersFile, securityHeaders, type SecurityHeaderInputs } from './security-headers.ts';

/** Emits dist/_headers with the CSP and hardening headers of this build's configuration. */
export function securityHeadersFile(inputs: SecurityHeaderInputs): Plugin {
  return {
    name: 'app-security-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(securityHeaders(inputs)) });
    },
  };
}
