// React 18 and later have useSyncExternalStore; the `use-sync-external-store/shim` package that
// TanStack's store still requires only re-exports it there, after bundling its own fallback for
// React 17. The build points the package here (vite.config.ts) so the fallback stays out.
export { useSyncExternalStore } from 'react';
