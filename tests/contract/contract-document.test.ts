import { describe, expect, it } from 'vitest';
import { listOperations, validateResponse } from './contract-document.ts';

const byId = (id: string) => listOperations().find((op) => op.operationId === id)!;

describe('the independent contract validator', () => {
  it('finds operations under their own servers', () => {
    expect(byId('getMenu')).toMatchObject({
      method: 'get',
      path: '/webapp/v5/menu/{branchId}',
      base: '/api',
    });
    expect(byId('geocodeSearch').base).toBe('/geocode');
    expect(byId('getBuildManifest').base).toBe('');
  });

  it.each([
    ['getItem', 200, { item: { id: 1 } }],
    ['getShifts', 200, { time_zone: 'Asia/Kuwait', today: { date: 'not-a-date' }, days: [] }],
    [
      'calcOrder',
      200,
      {
        subtotal: 1.5,
        items_discount: 0,
        coupon_discount: 0,
        exclusive_taxes: 0,
        inclusive_taxes: 0,
        delivery_fee: 0,
        wallet_discount: 0,
        total: 1.5,
      },
    ],
    ['getOrder', 404, { code: 'not_found' }],
  ])('rejects a %s %i body that breaks the schema', (id, status, body) => {
    expect(validateResponse(byId(id), status, body).errors.length).toBeGreaterThan(0);
  });

  it('accepts a body that fits, through a referenced response object', () => {
    expect(
      validateResponse(byId('getOrder'), 404, { error: 404, message: 'Order not found.', code: 'not_found' }),
    ).toEqual({ documented: true, errors: [] });
  });

  it('reports a status the document does not list', () => {
    expect(validateResponse(byId('getBuildManifest'), 302, null).documented).toBe(false);
  });
});
