// Leaflet's CSS is imported here and only here: this module is loaded lazily (LazyBranchesMap),
// so neither Leaflet's code nor its CSS lands in the initial bundle (shared/STACK.md).
import 'leaflet/dist/leaflet.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { divIcon, latLngBounds } from 'leaflet';
import { useMemo, useState } from 'react';
import { MapContainer, Marker } from 'react-leaflet';
import { DEFAULT_ATTRIBUTION } from '../delivery/map/delivery-map-props.ts';
import { MapUnavailableNote } from '../delivery/map/MapUnavailableNote.tsx';
import { StreetLayer } from '../delivery/map/StreetLayer.tsx';
import { INITIAL_TILE_HEALTH, tilesUnavailable } from '../delivery/map/tile-health.ts';
import type { BranchesMapProps, BranchPin } from './branches-map-props.ts';
import { directionOf } from '../../domain/locales.ts';
import mapClasses from '../delivery/map/DeliveryMap.module.css';
import classes from './BranchesMap.module.css';

/** Close enough to see the streets around a single branch. */
const SINGLE_BRANCH_ZOOM = 15;

/**
 * Room kept around the pins when the map is fitted to them, in pixels [x, y]: the zoom buttons'
 * corner (top left, top right in right-to-left) and the pin's own height above its point. Without
 * it the first branch's pin sat under the zoom buttons (issue #32).
 */
const FIT_PADDING = { controls: [64, 64], side: [40, 64], bottom: [40, 24] } as const;

/** Every branch as a pin over a street map; a pin picks its branch in the list. */
export default function BranchesMap({ pins, selectedId, onSelect, tileUrl }: BranchesMapProps) {
  const { t, i18n } = useLingui();
  const rtl = directionOf(i18n.locale) === 'rtl';
  const [tileHealth, setTileHealth] = useState(INITIAL_TILE_HEALTH);
  const bounds = useMemo(() => latLngBounds(pins.map((pin) => [pin.lat, pin.lng])), [pins]);
  if (pins.length === 0) return null;
  const first = pins[0]!;
  return (
    <div className={mapClasses.frame}>
      <MapContainer
        {...(pins.length > 1
          ? {
              bounds,
              boundsOptions: {
                paddingTopLeft: [...(rtl ? FIT_PADDING.side : FIT_PADDING.controls)],
                paddingBottomRight: [
                  (rtl ? FIT_PADDING.controls : FIT_PADDING.side)[0],
                  FIT_PADDING.bottom[1],
                ],
              },
            }
          : { center: [first.lat, first.lng], zoom: SINGLE_BRANCH_ZOOM })}
        zoomControl={false}
        className={mapClasses.map}
      >
        <StreetLayer
          label={t`Map of the branches`}
          tileUrl={tileUrl}
          attribution={DEFAULT_ATTRIBUTION}
          onTileHealth={setTileHealth}
        />
        {pins.map((pin) => (
          <BranchMarker key={pin.id} pin={pin} selected={pin.id === selectedId} onSelect={onSelect} />
        ))}
      </MapContainer>
      {tilesUnavailable(tileHealth) && (
        <MapUnavailableNote overlay>
          <Trans>Map unavailable, every branch is listed below</Trans>
        </MapUnavailableNote>
      )}
    </div>
  );
}

function BranchMarker({
  pin,
  selected,
  onSelect,
}: {
  pin: BranchPin;
  selected: boolean;
  onSelect: (branchId: number) => void;
}) {
  // A CSS pin needs no image; its state and selection are data attributes the stylesheet reads.
  const icon = useMemo(
    () =>
      divIcon({
        className: `${mapClasses.pin} ${classes.branchPin}`,
        html: `<span data-state="${pin.state}" data-selected="${selected}"></span>`,
        iconSize: [36, 36],
        iconAnchor: [18, 36],
      }),
    [pin.state, selected],
  );
  return (
    <Marker
      position={[pin.lat, pin.lng]}
      icon={icon}
      title={pin.label}
      alt={pin.label}
      keyboard
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{ click: () => onSelect(pin.id) }}
    />
  );
}
