// Leaflet's CSS is imported here and only here: this module is loaded lazily (LazyDeliveryMap),
// so neither Leaflet's code nor its CSS lands in the initial bundle (shared/STACK.md).
import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Polygon, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from '../../../domain/delivery.ts';
import {
  DEFAULT_ATTRIBUTION,
  DEFAULT_TILE_URL,
  DEFAULT_ZOOM,
  KUWAIT_CITY,
  type DeliveryMapProps,
} from './delivery-map-props.ts';
import { MapUnavailableNote } from './MapUnavailableNote.tsx';
import { StreetLayer } from './StreetLayer.tsx';
import { INITIAL_TILE_HEALTH, tilesUnavailable } from './tile-health.ts';
import { zoneOutlines } from './zone-outlines.ts';
import classes from './DeliveryMap.module.css';

const toPoint = (latlng: { lat: number; lng: number }): LatLng => ({ lat: latlng.lat, lng: latlng.lng });

/**
 * Delivery zones over a street map; a tap or a pin drag picks the delivery point. The default
 * export is what LazyDeliveryMap loads.
 */
export default function DeliveryMap({
  zones,
  value,
  onPick,
  center = KUWAIT_CITY,
  zoom = DEFAULT_ZOOM,
  tileUrl = DEFAULT_TILE_URL,
  attribution = DEFAULT_ATTRIBUTION,
  className,
}: DeliveryMapProps) {
  const { t } = useLingui();
  const [tileHealth, setTileHealth] = useState(INITIAL_TILE_HEALTH);
  const outlines = useMemo(() => zoneOutlines(zones), [zones]);
  // Leaflet's default marker images are not bundled well; a CSS pin needs no image at all.
  const pinIcon = useMemo(
    () =>
      divIcon({ className: classes.pin, html: '<span></span>', iconSize: [32, 32], iconAnchor: [16, 32] }),
    [],
  );
  const start = value ?? center;

  return (
    <div className={className ? `${classes.frame} ${className}` : classes.frame}>
      <MapContainer center={[start.lat, start.lng]} zoom={zoom} zoomControl={false} className={classes.map}>
        <StreetLayer
          label={t`Delivery map: tap where we should deliver, or drag the pin`}
          tileUrl={tileUrl}
          attribution={attribution}
          onTileHealth={setTileHealth}
        />
        {outlines.map((outline) => (
          <Polygon
            key={outline.key}
            positions={outline.rings}
            // Not interactive, so a tap inside a zone reaches the map and picks the point.
            interactive={false}
            pathOptions={{
              color: outline.color,
              weight: outline.kind === 'zone' ? 3 : 1,
              fillOpacity: outline.kind === 'zone' ? 0.08 : 0.15,
            }}
          />
        ))}
        {value && (
          <Marker
            position={[value.lat, value.lng]}
            icon={pinIcon}
            draggable
            title={t`Delivery location`}
            alt={t`Delivery location`}
            eventHandlers={{
              dragend: (event) => onPick(toPoint((event.target as LeafletMarker).getLatLng().wrap())),
            }}
          />
        )}
        <PickOnTap onPick={onPick} />
        <KeepInView point={value} />
      </MapContainer>
      {tilesUnavailable(tileHealth) && <MapUnavailableNote overlay />}
    </div>
  );
}

function PickOnTap({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(toPoint(event.latlng.wrap())) });
  return null;
}

/** A point chosen elsewhere (the area list, the device location) is brought into view. */
function KeepInView({ point }: { point: LatLng | null }) {
  const map = useMap();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}
