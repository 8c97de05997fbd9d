import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every route of shared/spec.md §2, in the router's own spelling.
const SPEC_ROUTES = [
  '/',
  '/$referenceId',
  '/$referenceId/$type',
  '/$referenceId/$type/$categoryId',
  '/$referenceId/$type/$categoryId/$itemId',
  '/$referenceId/$type/cart',
  '/$referenceId/$type/checkout',
  '/$referenceId/$type/search',
  '/$referenceId/Branches',
  '/$referenceId/Policies',
  '/$referenceId/Feedback',
  '/$referenceId/login',
  '/$referenceId/locations',
  '/$referenceId/profile',
  '/$referenceId/orders/history',
  '/$referenceId/wallet/history',
  '/$referenceId/wallet/home',
  '/$referenceId/wallet/walletPackage',
  '/$referenceId/order/$orderId',
  '/$referenceId/orders/status',
  '/$referenceId/payment/fail',
  '/$referenceId/reservation/$reserveType',
  '/$referenceId/reservation/history',
  '/$referenceId/reservation/success/$reservationId',
  '/$referenceId/settings',
  '/$referenceId/wallet/$packageId',
  '/404',
];

/** The full paths the generated route tree declares (src/routeTree.gen.ts, `fullPaths`). */
function routerFullPaths(): Set<string> {
  const source = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)?.[1] ?? '';
  return new Set([...union.matchAll(/'([^']*)'/g)].map((match) => match[1]!.replace(/\/$/, '') || '/'));
}

describe('the routes of spec §2', () => {
  const paths = routerFullPaths();
  it.each(SPEC_ROUTES)('%s exists', (route) => {
    expect(paths.has(route)).toBe(true);
  });
});
