// @vitest-environment jsdom
// Leaflet needs real layout to place tiles and map taps to coordinates; here we check only the
// wiring that jsdom can show. The real map is exercised by the Playwright suites.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render.tsx';
import type { DeliveryZone } from '../../../domain/model.ts';
import DeliveryMap from './DeliveryMap.tsx';

const NOTE = 'Map unavailable, choose your area from the list';
const zone: DeliveryZone = {
  id: 1,
  visible: true,
  fees: 500,
  min_order: 0,
  branch: 1,
  areas: [],
  name: { en: 'Zone' },
  color: '#c92a2a',
  shape: {
    type: 'Polygon',
    coordinates: [
      [
        [47.9, 29.3],
        [48.0, 29.3],
        [48.0, 29.4],
        [47.9, 29.3],
      ],
    ],
  },
};

const tiles = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile'),
];

describe('DeliveryMap', () => {
  it('is a named region loading tiles from the given address', () => {
    const { container } = renderWithProviders(
      <DeliveryMap zones={[zone]} value={null} onPick={() => {}} tileUrl="/test-tiles/{z}/{x}/{y}.png" />,
    );
    expect(screen.getByRole('region', { name: /Delivery map/ })).toBeInTheDocument();
    expect(tiles(container)[0]?.getAttribute('src')).toMatch(/^\/test-tiles\/13\/\d+\/\d+\.png$/);
    expect(screen.queryByTitle('Delivery location')).toBeNull();
  });

  it('shows the pin at the chosen point', () => {
    renderWithProviders(<DeliveryMap zones={[]} value={{ lat: 29.33, lng: 48.0 }} onPick={() => {}} />);
    expect(screen.getByTitle('Delivery location')).toBeInTheDocument();
  });

  it('says the map is unavailable when its tiles fail, and stays usable', () => {
    const onPick = vi.fn();
    const { container } = renderWithProviders(<DeliveryMap zones={[]} value={null} onPick={onPick} />);
    expect(screen.queryByText(NOTE)).toBeNull();
    fireEvent.error(tiles(container)[0]!);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('region', { name: /Delivery map/ }), { clientX: 10, clientY: 10 });
    expect(onPick).toHaveBeenCalledOnce();
    const [point] = onPick.mock.calls[0]!;
    expect(Number.isFinite(point.lat) && Number.isFinite(point.lng)).toBe(true);
  });

  it('does not call one failed tile after loaded ones an outage', () => {
    const { container } = renderWithProviders(<DeliveryMap zones={[]} value={null} onPick={() => {}} />);
    const [tile] = tiles(container);
    fireEvent.load(tile!);
    fireEvent.error(tile!);
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('draws each visible zone in its colour', () => {
    const hidden = { ...zone, id: 2, visible: false, color: '#000000' };
    const { container } = renderWithProviders(
      <DeliveryMap zones={[zone, hidden]} value={null} onPick={() => {}} />,
    );
    const strokes = [...container.querySelectorAll('.leaflet-overlay-pane path')].map((path) =>
      path.getAttribute('stroke'),
    );
    expect(strokes).toEqual(['#c92a2a']);
  });
});
