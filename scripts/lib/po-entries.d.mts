export interface CatalogEntry {
  msgid: string;
  msgstr: string;
}
export function catalogEntries(po: string): CatalogEntry[];
