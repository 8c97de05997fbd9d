import type { ApiClient } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { Table } from '../../api/types.ts';

/**
 * The branch's tables for the dine-in table picker; null when they could not be loaded (the
 * table then becomes optional, and a table from the QR code still goes with the order).
 * No store keeps tables yet, so the checkout route asks for them itself.
 */
export async function loadTables(api: ApiClient, branchId: number): Promise<Table[] | null> {
  try {
    const { tables } = await unwrap(api.GET('/webapp/tables/{branchId}', { params: { path: { branchId } } }));
    return tables;
  } catch {
    return null;
  }
}
