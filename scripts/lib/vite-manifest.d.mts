export const MANIFEST_IN_OUTPUT: string;
export function viteManifestPath(outDir: string): string;
export function moveViteManifest(outDir: string): boolean;
