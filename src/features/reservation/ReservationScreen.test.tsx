// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RootStore } from '../../stores/root-store.ts';
import { renderScreen, startMockBackend, storesFor } from '../cart/test-harness.tsx';
import { ReservationScreen } from './ReservationScreen.tsx';

const { server, backend } = startMockBackend();
const opened: RootStore[] = [];
const reservePosts: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname === '/api/webapp/reserve-table') {
    reservePosts.push(request.headers.get('idempotency-key') ?? '');
  }
});
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  opened.splice(0).forEach((stores) => stores.dispose());
  reservePosts.splice(0);
  backend.db.reset();
});
afterAll(() => server.close());

async function reservationForm() {
  const { stores } = await storesFor('demo');
  opened.push(stores);
  await renderScreen(stores, <ReservationScreen reserveType="table" />, '/demo/reservation/table');
  return stores;
}

describe('ReservationScreen', () => {
  it('asks for what is missing before sending anything', async () => {
    await reservationForm();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm reservation' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();
    expect(screen.getByText('Please choose a day and a time.')).toBeTruthy();
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your phone number.')).toBeTruthy();
    expect(reservePosts).toEqual([]);
  });

  it('counts the note near its limit and keeps a longer one, marked, instead of cutting it', async () => {
    await reservationForm();
    const note = await screen.findByLabelText('Note (optional)');
    fireEvent.change(note, { target: { value: 'x'.repeat(399) } });
    expect(screen.queryByText(/of 500 characters/)).toBeNull();
    fireEvent.change(note, { target: { value: 'x'.repeat(450) } });
    expect(await screen.findByText('450 of 500 characters')).toBeInTheDocument();
    fireEvent.change(note, { target: { value: 'x'.repeat(510) } });
    expect(
      await screen.findByText('Too long by 10 characters. Please shorten it to 500.'),
    ).toBeInTheDocument();
    expect(note).toHaveValue('x'.repeat(510));
    expect(note.getAttribute('maxlength')).toBeNull();
  });

  it('offers only the free tables that seat the party once a time is chosen', async () => {
    const stores = await reservationForm();
    const { draft } = stores.reservations;
    draft.setGuests(7, stores.reservations.guestBounds);
    draft.setTime('19:30');
    const tables = await screen.findAllByRole('radio', { name: /^Table \d+$/ });
    // The city branch seats 8 and 10 at its two largest tables, smallest first.
    expect(tables).toHaveLength(2);
    expect(screen.getByText('Table 7')).toBeTruthy();
    expect(screen.getByText('Table 8')).toBeTruthy();
    expect(screen.queryByText('Table 6')).toBeNull();
  });
});
