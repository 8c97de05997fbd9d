import { describe, expect, it } from 'vitest';
import { zone as testZone } from './delivery-test-zones.ts';
import {
  addressLine,
  defaultLocationId,
  locationDraftProblems,
  locationMatchesAddress,
  locationReach,
  makeDefaultLocation,
  preselectedLocation,
  putLocation,
  removeLocation,
  type SavedLocation,
} from './saved-locations.ts';

const at = (id: number, is_default = false, extra: Partial<SavedLocation> = {}): SavedLocation => ({
  id,
  is_default,
  area_id: null,
  address: {},
  ...extra,
});
const defaults = (locations: SavedLocation[]) => locations.map((l) => `${l.id}${l.is_default ? '*' : ''}`);

describe('saved locations keep exactly one default', () => {
  it.each([
    {
      name: 'first location becomes the default',
      list: [],
      put: at(0),
      makeDefault: false,
      expected: ['0*'],
    },
    {
      name: 'a new one keeps the old default',
      list: [at(1, true)],
      put: at(0),
      makeDefault: false,
      expected: ['1*', '0'],
    },
    {
      name: 'a new one made default',
      list: [at(1, true)],
      put: at(0),
      makeDefault: true,
      expected: ['1', '0*'],
    },
    {
      name: 'editing keeps its place',
      list: [at(1), at(2, true)],
      put: at(1),
      makeDefault: false,
      expected: ['1', '2*'],
    },
    {
      name: 'editing made default',
      list: [at(1), at(2, true)],
      put: at(1),
      makeDefault: true,
      expected: ['1*', '2'],
    },
    {
      name: 'an unknown id is added as new',
      list: [at(1, true)],
      put: at(9),
      makeDefault: false,
      expected: ['1*', '0'],
    },
  ])('$name', ({ list, put, makeDefault, expected }) => {
    expect(defaults(putLocation(list, put, makeDefault))).toEqual(expected);
  });

  it.each([
    {
      name: 'removing the default moves it to the first left',
      list: [at(1, true), at(2), at(3)],
      id: 1,
      expected: ['2*', '3'],
    },
    { name: 'removing another keeps it', list: [at(1), at(2, true)], id: 1, expected: ['2*'] },
    { name: 'removing the last leaves none', list: [at(1, true)], id: 1, expected: [] },
  ])('$name', ({ list, id, expected }) => {
    expect(defaults(removeLocation(list, id))).toEqual(expected);
  });

  it.each([
    { id: 2, expected: ['1', '2*'] },
    { id: 7, expected: ['1*', '2'] },
  ])('make $id the default', ({ id, expected }) => {
    expect(defaults(makeDefaultLocation([at(1, true), at(2)], id))).toEqual(expected);
  });

  it.each([
    { list: [], expected: null },
    { list: [at(1), at(2)], expected: 1 },
    { list: [at(1), at(2, true)], expected: 2 },
  ])('default of $list.length locations is $expected', ({ list, expected }) => {
    expect(defaultLocationId(list)).toBe(expected);
  });
});

describe('locationReach', () => {
  const zone = testZone();
  const areaId = zone.areas[0]!.id;
  const inside = { lat: 29.37, lng: 47.98 };
  const zoneOfPoint = (point: { lat: number; lng: number }) => (point.lat === inside.lat ? zone : null);
  it.each([
    {
      name: 'area of a visible zone',
      location: at(1, false, { area_id: areaId }),
      expected: { deliverable: true, zone },
    },
    {
      name: 'pin inside a zone',
      location: at(1, false, { address: inside }),
      expected: { deliverable: true, zone },
    },
    {
      name: 'pin outside every zone',
      location: at(1, false, { address: { lat: 10, lng: 10 } }),
      expected: { deliverable: false, reason: 'outside-zones' },
    },
    {
      name: 'area no longer offered',
      location: at(1, false, { area_id: 999_999 }),
      expected: { deliverable: false, reason: 'outside-zones' },
    },
    { name: 'neither area nor pin', location: at(1), expected: { deliverable: false, reason: 'no-place' } },
    {
      name: 'bad coordinates',
      location: at(1, false, { address: { lat: 500, lng: 0 } }),
      expected: { deliverable: false, reason: 'no-place' },
    },
  ])('$name', ({ location, expected }) => {
    expect(locationReach(location, [zone], zone.branch, zoneOfPoint)).toEqual(expected);
  });

  it('a zone of another branch does not count', () => {
    expect(locationReach(at(1, false, { area_id: areaId }), [zone], zone.branch + 1, null)).toEqual({
      deliverable: false,
      reason: 'outside-zones',
    });
  });

  it.each([
    {
      name: 'the default when deliverable',
      list: [at(1, false, { area_id: areaId }), at(2, true, { area_id: areaId })],
      expected: 2,
    },
    {
      name: 'nothing when the default is outside',
      list: [at(1, false, { area_id: areaId }), at(2, true)],
      expected: null,
    },
    { name: 'nothing without locations', list: [], expected: null },
  ])('preselected: $name', ({ list, expected }) => {
    const chosen = preselectedLocation(list, (l) => locationReach(l, [zone], zone.branch, null));
    expect(chosen?.id ?? null).toBe(expected);
  });
});

describe('addressLine', () => {
  it.each([
    { fields: {}, expected: '' },
    { fields: { street: ' 5 ', block: '3', note: 'Ring twice' }, expected: '3, 5' },
    {
      fields: { city: 'Kuwait City', building: '12', floor: '', apartment: null },
      expected: 'Kuwait City, 12',
    },
  ])('$expected', ({ fields, expected }) => {
    expect(addressLine(fields)).toBe(expected);
  });
});

describe('locationMatchesAddress', () => {
  const saved = { area_id: 3, address: { block: '1', street: '', lat: 29.3, lng: 47.9 } };
  it.each([
    {
      name: 'same place and fields',
      address: { area_id: 3, fields: { block: '1', lat: 29.3, lng: 47.9 } },
      expected: true,
    },
    {
      name: 'another area',
      address: { area_id: 4, fields: { block: '1', lat: 29.3, lng: 47.9 } },
      expected: false,
    },
    {
      name: 'another pin',
      address: { area_id: 3, fields: { block: '1', lat: 29.4, lng: 47.9 } },
      expected: false,
    },
    {
      name: 'another field',
      address: { area_id: 3, fields: { block: '2', lat: 29.3, lng: 47.9 } },
      expected: false,
    },
  ])('$name', ({ address, expected }) => {
    expect(locationMatchesAddress(saved, address)).toBe(expected);
  });
});

describe('locationDraftProblems', () => {
  it.each([
    { name: 'Home', areaId: 3, point: null, expected: {} },
    { name: 'Work', areaId: null, point: { lat: 1, lng: 2 }, expected: {} },
    { name: '  ', areaId: 3, point: null, expected: { name: 'name-missing' } },
    { name: 'x'.repeat(41), areaId: 3, point: null, expected: { name: 'name-too-long' } },
    { name: 'Home', areaId: null, point: null, expected: { place: 'place-missing' } },
  ])('$name / $areaId / $point', ({ name, areaId, point, expected }) => {
    expect(locationDraftProblems({ name, nameLimit: 40, areaId, point })).toEqual(expected);
  });
});
