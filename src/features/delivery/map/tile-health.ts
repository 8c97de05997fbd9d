/**
 * Whether the map's tiles are failing, from the tile layer's events. One broken tile at the edge of
 * the world is not an outage; no tile at all, or a run of failures after earlier successes (the
 * connection dropped), is.
 */
export interface TileHealth {
  anyLoaded: boolean;
  /** Failures since the last tile that loaded. */
  failuresInARow: number;
}

export type TileEvent = 'tileload' | 'tileerror';

/** About one screenful of tiles on a phone. */
export const FAILURES_MEANING_OUTAGE = 6;

export const INITIAL_TILE_HEALTH: TileHealth = { anyLoaded: false, failuresInARow: 0 };

export function nextTileHealth(health: TileHealth, event: TileEvent): TileHealth {
  return event === 'tileload'
    ? { anyLoaded: true, failuresInARow: 0 }
    : { ...health, failuresInARow: health.failuresInARow + 1 };
}

export function tilesUnavailable(health: TileHealth): boolean {
  if (health.failuresInARow === 0) return false;
  return !health.anyLoaded || health.failuresInARow >= FAILURES_MEANING_OUTAGE;
}
