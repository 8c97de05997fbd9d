import { describe, expect, it } from 'vitest';
import {
  FAILURES_MEANING_OUTAGE,
  INITIAL_TILE_HEALTH,
  nextTileHealth,
  tilesUnavailable,
  type TileEvent,
} from './tile-health.ts';

const after = (events: TileEvent[]) => events.reduce(nextTileHealth, INITIAL_TILE_HEALTH);
const errors = (count: number): TileEvent[] => Array.from({ length: count }, () => 'tileerror');

describe('tile health', () => {
  it.each<[string, TileEvent[], boolean]>([
    ['nothing happened yet', [], false],
    ['the first tile failed', ['tileerror'], true],
    ['tiles load', ['tileload', 'tileload'], false],
    ['an odd tile fails among good ones', ['tileload', 'tileerror', 'tileload'], false],
    ['a few failures after tiles loaded', ['tileload', ...errors(FAILURES_MEANING_OUTAGE - 1)], false],
    ['a screenful of failures after tiles loaded', ['tileload', ...errors(FAILURES_MEANING_OUTAGE)], true],
    ['tiles come back after an outage', [...errors(3), 'tileload'], false],
  ])('%s → unavailable: %s', (_case, events, unavailable) => {
    expect(tilesUnavailable(after(events))).toBe(unavailable);
  });
});
