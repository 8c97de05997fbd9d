/** Where a production build put each language's two catalog files (scripts/vite-split-catalogs.ts). */
export type CatalogFiles = Record<string, { first: string; rest: string }>;

export const CATALOG_FILES_ELEMENT_ID = 'catalog-files';

/** The build's catalog files, from index.html; null where the catalogs are not split (dev, tests). */
export function readCatalogFiles(doc: Document | undefined = globalThis.document): CatalogFiles | null {
  const text = doc?.getElementById(CATALOG_FILES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const files = JSON.parse(text) as CatalogFiles;
    return Object.keys(files).length > 0 ? files : null;
  } catch {
    return null;
  }
}
