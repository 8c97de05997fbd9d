import { Box } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Component, Suspense, type ReactNode } from 'react';
import { MapUnavailableNote } from './MapUnavailableNote.tsx';

interface BoundaryState {
  failed: boolean;
}

/**
 * Contains everything that can go wrong with a map (the chunk not loading, Leaflet throwing): the
 * rest of the page keeps working (checkout's area list, the branches page's list).
 */
interface BoundaryProps {
  children: ReactNode;
  /** What another map says in its note when it fails (see MapUnavailableNote). */
  unavailable?: ReactNode;
}

export class DeliveryMapBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <MapUnavailableNote>{this.props.unavailable}</MapUnavailableNote>;
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
