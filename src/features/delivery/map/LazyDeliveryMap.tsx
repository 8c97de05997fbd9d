import type { DeliveryMapProps } from './delivery-map-props.ts';
import { DeliveryMapBoundary } from './DeliveryMapBoundary.tsx';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages.ts';

/** Leaflet (about 47 KB gz) and its CSS load only when a screen actually shows the map. */
export const LazyDeliveryMap = lazyWithMessages(() => import('./DeliveryMap.tsx'));

/**
 * What checkout renders: the lazy map inside its boundary, so a chunk that fails to load (offline,
 * a new deployment) shows a short note instead of breaking the page.
 */
export function SafeDeliveryMap(props: DeliveryMapProps) {
  return (
    <DeliveryMapBoundary>
      <LazyDeliveryMap {...props} />
    </DeliveryMapBoundary>
  );
}
