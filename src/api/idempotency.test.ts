import { describe, expect, it } from 'vitest';
import { createIdempotencyKey, idempotencyHeader } from './idempotency.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey', () => {
  it('makes a fresh version-4 UUID each time', () => {
    const keys = Array.from({ length: 50 }, createIdempotencyKey);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('idempotencyHeader', () => {
  it('names the header as the contract does', () => {
    expect(idempotencyHeader('6f1c2a9e-3b7d-4e5f-9a0b-1c2d3e4f5a6b')).toEqual({
      'Idempotency-Key': '6f1c2a9e-3b7d-4e5f-9a0b-1c2d3e4f5a6b',
    });
  });
});
