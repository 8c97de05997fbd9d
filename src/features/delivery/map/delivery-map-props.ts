/**
 * The map's props live apart from DeliveryMap.tsx so screens can type them without pulling Leaflet
 * into their chunk (DeliveryMap is only ever loaded lazily).
 */
import type { LatLng } from '../../../domain/delivery.ts';
import type { DeliveryZone } from '../../../domain/model.ts';

/** Spec: the map opens on Kuwait City unless told otherwise. */
export const KUWAIT_CITY: LatLng = { lat: 29.3759, lng: 47.9774 };
/** Served by the mock server in development and tests; production passes its own tile host. */
export const DEFAULT_TILE_URL = '/tiles/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION = '&copy; OpenStreetMap contributors';
export const DEFAULT_ZOOM = 13;

export interface DeliveryMapProps {
  /** Every zone of the branch; hidden zones (visible: false) are not drawn. */
  zones: readonly DeliveryZone[];
  /** The delivery pin, or null before the visitor has chosen. */
  value: LatLng | null;
  /** A tap on the map or the end of a pin drag. */
  onPick: (point: LatLng) => void;
  center?: LatLng;
  zoom?: number;
  tileUrl?: string;
  /** HTML, as Leaflet shows it in its attribution control. */
  attribution?: string;
  className?: string;
}
