/** Where a production build put each language's two catalog files (scripts/vite-split-catalogs.ts). */
export type CatalogFiles = Record<string, { first: string; rest: string }>;

export const CATALOG_FILES_ELEMENT_ID = 'catalog-files';

/** What index.html says of the catalogs: each language's two files, and first words given inline. */
export interface CatalogManifest {
  files: CatalogFiles;
  /** The source language's first-load messages, carried in index.html itself. */
  inlineFirst: Record<string, Record<string, unknown>>;
}

/** The build's catalog manifest, from index.html; null where the catalogs are not split (dev, tests). */
export function readCatalogManifest(doc: Document | undefined = globalThis.document): CatalogManifest | null {
  const text = doc?.getElementById(CATALOG_FILES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const manifest = JSON.parse(text) as CatalogManifest;
    return Object.keys(manifest.files ?? {}).length > 0
      ? { files: manifest.files, inlineFirst: manifest.inlineFirst ?? {} }
      : null;
  } catch {
    return null;
  }
}
