export const STACK_FLOOR_SOURCE: string;
export const STACK_FLOOR_DIST: string;
export function ensureStackFloor(options?: { log?: (message: string) => void }): string;
export function scriptsOfIndex(dist: string): string[];
export function stackFloorFirstLoadBytes(dist?: string): number;
export function firstLoadLine(budget: { jsKb: number; overFloorKb: number }): {
  lineKb: number;
  floorKb: number;
  floorTargetKb: number;
};
