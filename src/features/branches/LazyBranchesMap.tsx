import { Trans } from '@lingui/react/macro';

import { DeliveryMapBoundary } from '../delivery/map/DeliveryMapBoundary.tsx';
import type { BranchesMapProps } from './branches-map-props.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

/** Leaflet (about 47 KB gz) and its CSS load only with the branches page's map. */
const LazyBranchesMap = lazyWithMessages(() => import('./BranchesMap.tsx'));

/**
 * The lazy map inside the delivery map's boundary: a chunk that fails to load (offline, a new
 * deployment) or a Leaflet error leaves a short note, and the list below stays usable.
 */
export function SafeBranchesMap(props: BranchesMapProps) {
  return (
    <DeliveryMapBoundary unavailable={<Trans>Map unavailable, every branch is listed below</Trans>}>
      <LazyBranchesMap {...props} />
    </DeliveryMapBoundary>
  );
}
