import { useDirection } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { nextTileHealth, type TileHealth } from './tile-health.ts';

interface StreetLayerProps {
  /** The map's name for assistive technology ("Map of the branches"). */
  label: string;
  tileUrl: string;
  attribution: string;
  /** Told after every tile that loads or fails, so the map can say when the streets are missing. */
  onTileHealth: (update: (health: TileHealth) => TileHealth) => void;
}

/**
 * What every map of the app draws under its own marks: its name, the street tiles, reporting their
 * health, and the zoom buttons where reading starts (top right in Arabic, Persian and Urdu), named in the
 * language. The MapContainer around it sets `zoomControl={false}`.
 */
export function StreetLayer({ label, tileUrl, attribution, onTileHealth }: StreetLayerProps) {
  const { t, i18n } = useLingui();
  const { dir } = useDirection();
  const map = useMap();
  // Leaflet makes its container focusable (arrow keys pan, +/- zoom): it needs a name and a role.
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return (
    <>
      <ZoomControl
        key={`${dir}-${i18n.locale}`}
        position={dir === 'rtl' ? 'topright' : 'topleft'}
        zoomInTitle={t`Zoom in`}
        zoomOutTitle={t`Zoom out`}
      />
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        eventHandlers={{
          tileload: () => onTileHealth((health) => nextTileHealth(health, 'tileload')),
          tileerror: () => onTileHealth((health) => nextTileHealth(health, 'tileerror')),
        }}
      />
    </>
  );
}
