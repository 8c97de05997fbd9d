import { Box } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Component, Suspense, type ReactNode } from 'react';
import { MapUnavailableNote } from './MapUnavailableNote.tsx';

interface BoundaryState {
  failed: boolean;
}

/**
 * Contains everything that can go wrong with the map (the chunk not loading, Leaflet throwing):
 * the rest of checkout keeps working and the area list remains the way to choose.
 */
export class DeliveryMapBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <MapUnavailableNote />;
    return <Suspense fallback={<MapLoading />}>{this.props.children}</Suspense>;
  }
}

/** Holds the map's height while the chunk loads, so the form below does not jump. */
function MapLoading() {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      aria-label={t`Loading map`}
      h="var(--delivery-map-height, 320px)"
      bg="var(--mantine-color-gray-1)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
