import { describe, expect, it } from 'vitest';
import { apiRequest, runOnRequest } from '../test-support/middleware-harness.ts';
import { currentTimeHeader } from './current-time-header.ts';

describe('currentTimeHeader', () => {
  it.each([{ now: '2025-11-21T12:30:00.000Z' }, { now: '2025-12-31T23:59:59.999Z' }])(
    'sends the injected clock as ISO 8601 ($now)',
    async ({ now }) => {
      const request = await runOnRequest(
        currentTimeHeader(() => new Date(now)),
        apiRequest(),
      );
      expect(request.headers.get('X-Current-Time')).toBe(now);
    },
  );
});
