import { describe, expect, it } from 'vitest';
import { createGeocodeClient } from '../../../api/outside-clients.ts';
import type { GeocodeAddress } from '../../../api/types.ts';
import { displayNameFrom, reverseGeocode } from './reverse-geocode.ts';

describe('displayNameFrom', () => {
  it('separates with the Arabic comma in Arabic', () => {
    expect(displayNameFrom({ road: 'شارع 15', suburb: 'المرقاب' }, 'ar')).toBe('شارع 15، المرقاب');
  });

  it.each<[string, GeocodeAddress | null | undefined, string | null]>([
    ['nothing', undefined, null],
    ['an empty address', {}, null],
    [
      'every part, in order',
      {
        building: 'Tower 3',
        road: 'Gulf Road',
        neighbourhood: 'Block 2',
        suburb: 'Sharq',
        city_district: 'Capital',
        quarter: 'Old Souk',
        city: 'Kuwait City',
        state: 'Al Asimah',
        country: 'Kuwait',
      },
      'Tower 3, Gulf Road, Block 2, Sharq, Capital, Old Souk, Kuwait City',
    ],
    [
      'district when there is no city_district',
      { road: 'Street 5', district: 'Hawalli' },
      'Street 5, Hawalli',
    ],
    [
      'the state when there is no city',
      { road: 'Street 5', state: 'Hawalli Governorate' },
      'Street 5, Hawalli Governorate',
    ],
    [
      'a town counts as the city',
      { road: 'Main Street', town: 'Jahra', state: 'Jahra Governorate' },
      'Main Street, Jahra',
    ],
    ['a repeated name once', { suburb: 'Salmiya', city_district: 'salmiya', city: 'Salmiya' }, 'Salmiya'],
    [
      'blank parts skipped',
      { building: ' ', road: 'Gulf Road', city: '', state: 'Capital' },
      'Gulf Road, Capital',
    ],
    [
      'house number and postcode are not part of it',
      { house_number: '12', postcode: '13001', road: 'Gulf Road' },
      'Gulf Road',
    ],
  ])('%s', (_case, address, expected) => {
    expect(displayNameFrom(address)).toBe(expected);
  });
});

function clientAnswering(answer: (url: URL) => Response | Promise<Response>) {
  const requests: URL[] = [];
  const client = createGeocodeClient({
    baseUrl: 'https://maps.test',
    retryDelayMs: 0,
    fetch: async (request) => {
      const url = new URL(request.url);
      requests.push(url);
      return answer(url);
    },
  });
  return { client, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('reverseGeocode', () => {
  it('asks for the place at the point at street level and names it', async () => {
    const { client, requests } = clientAnswering(() =>
      json({
        place_id: 1,
        lat: '29.37',
        lon: '47.97',
        display_name: 'long name',
        address: { road: 'Gulf Road', city: 'Kuwait City' },
      }),
    );
    const result = await reverseGeocode(client, { lat: 29.3759, lng: 47.9774 }, { language: 'ar' });
    expect(result).toEqual({
      displayName: 'Gulf Road، Kuwait City', // asked in Arabic: the Arabic comma
      address: { road: 'Gulf Road', city: 'Kuwait City' },
    });
    const url = requests[0]!;
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lat: '29.3759',
      lon: '47.9774',
      zoom: '18',
      format: 'jsonv2',
      'accept-language': 'ar',
    });
  });

  it('falls back to the service’s own display name when no known part is present', async () => {
    const { client } = clientAnswering(() =>
      json({
        place_id: 2,
        lat: '1',
        lon: '2',
        display_name: 'Somewhere, Kuwait',
        address: { country: 'Kuwait' },
      }),
    );
    expect(await reverseGeocode(client, { lat: 1, lng: 2 })).toEqual({
      displayName: 'Somewhere, Kuwait',
      address: { country: 'Kuwait' },
    });
  });

  it.each([
    ['no place at the point', () => json({ error: 'Unable to geocode' })],
    ['a server failure', () => json({ message: 'down' }, 503)],
    ['being offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a reply that is not JSON',
      () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('gives null on %s', async (_case, answer) => {
    const { client } = clientAnswering(answer);
    expect(await reverseGeocode(client, { lat: 29.3, lng: 47.9 })).toBeNull();
  });

  it('gives null when the caller gave up before asking', async () => {
    const { client, requests } = clientAnswering(() =>
      json({ place_id: 1, lat: '1', lon: '2', display_name: 'x' }),
    );
    const controller = new AbortController();
    controller.abort();
    expect(await reverseGeocode(client, { lat: 1, lng: 2 }, { signal: controller.signal })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('gives null when the caller gives up while the answer is on its way', async () => {
    const controller = new AbortController();
    const { client } = clientAnswering(() => {
      controller.abort();
      return json({ place_id: 1, lat: '1', lon: '2', display_name: 'x', address: { road: 'Old pin road' } });
    });
    expect(await reverseGeocode(client, { lat: 1, lng: 2 }, { signal: controller.signal })).toBeNull();
  });
});
