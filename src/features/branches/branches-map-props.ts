/**
 * The branches map's props live apart from BranchesMap.tsx so the page can type them without
 * pulling Leaflet into its chunk (the map is only ever loaded lazily).
 */
export interface BranchPin {
  id: number;
  lat: number;
  lng: number;
  /** open, closed or unknown: the pin's colour repeats what `label` says. */
  state: 'open' | 'closed' | 'unknown';
  /** The branch's name and whether it is open, as a screen reader and a tooltip say it. */
  label: string;
}

export interface BranchesMapProps {
  pins: readonly BranchPin[];
  selectedId: number | null;
  /** A tap (or Enter) on a branch's pin. */
  onSelect: (branchId: number) => void;
  tileUrl: string;
}
