// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render.tsx';
import { DeliveryMapBoundary } from './DeliveryMapBoundary.tsx';

const NOTE = 'Map unavailable, choose your area from the list';

function Throws(): never {
  throw new Error('Leaflet needs a sized container');
}

describe('DeliveryMapBoundary', () => {
  beforeEach(() => {
    // React reports errors caught by a boundary on the console; they are expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the note when the map chunk fails to load', async () => {
    const Failing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderWithProviders(
      <DeliveryMapBoundary>
        <Failing />
      </DeliveryMapBoundary>,
    );
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
  });

  it('shows the note when the map throws while rendering', () => {
    renderWithProviders(
      <DeliveryMapBoundary>
        <Throws />
      </DeliveryMapBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(NOTE);
  });

  it('keeps the map’s place while the chunk loads, then shows the map', async () => {
    let resolve!: (module: { default: () => ReactElement }) => void;
    const Slow = lazy(() => new Promise<{ default: () => ReactElement }>((done) => (resolve = done)));
    renderWithProviders(
      <DeliveryMapBoundary>
        <Slow />
      </DeliveryMapBoundary>,
    );
    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    resolve({ default: () => <p>the map</p> });
    expect(await screen.findByText('the map')).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
