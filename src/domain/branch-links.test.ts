import { describe, expect, it } from 'vitest';
import { directionsHref, telHref, whatsAppHref } from './branch-links.ts';

describe('telHref', () => {
  it.each([
    ['+965 2200 1100', 'tel:+96522001100'],
    ['2200-1100', 'tel:22001100'],
    ['', null],
    [null, null],
    ['call us', null],
  ])('%j → %j', (phone, href) => expect(telHref(phone)).toBe(href));
});

describe('whatsAppHref', () => {
  it.each([
    ['+96590000000', 'https://wa.me/96590000000'],
    ['+965 9000 0000', 'https://wa.me/96590000000'],
    ['123', null],
    [null, null],
  ])('%j → %j', (phone, href) => expect(whatsAppHref(phone)).toBe(href));
});

describe('directionsHref', () => {
  it.each([
    [29.372, 47.976, 'https://www.google.com/maps/dir/?api=1&destination=29.372,47.976'],
    [-33.9, 18.4, 'https://www.google.com/maps/dir/?api=1&destination=-33.9,18.4'],
    [Number.NaN, 47, null],
    [91, 47, null],
    [29, 181, null],
  ])('%d,%d → %j', (lat, lng, href) => expect(directionsHref(lat, lng)).toBe(href));
});
