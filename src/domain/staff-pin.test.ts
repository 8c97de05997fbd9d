import { describe, expect, it } from 'vitest';
import { hashPin, isPinHash, pinMatches } from './staff-pin.ts';

describe('staff PIN hashing', () => {
  it('keeps neither the PIN nor the same hash twice (a random salt each time)', async () => {
    const first = await hashPin('4826');
    const second = await hashPin('4826');
    expect(first).not.toContain('4826');
    expect(first).toMatch(/^pbkdf2\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(isPinHash(first)).toBe(true);
  });

  it('a known salt gives a known hash (the build-time VITE_DEVICE_PIN_HASH format)', async () => {
    const salt = new Uint8Array(16).fill(7);
    expect(await hashPin('123456', salt)).toBe(await hashPin('123456', salt));
  });

  const cases: { name: string; pin: string; stored: () => Promise<string> | string; expected: boolean }[] = [
    { name: 'the right PIN', pin: '4826', stored: () => hashPin('4826'), expected: true },
    { name: 'a wrong PIN', pin: '4827', stored: () => hashPin('4826'), expected: false },
    {
      name: 'a longer PIN with the same start',
      pin: '48260',
      stored: () => hashPin('4826'),
      expected: false,
    },
    { name: 'an empty PIN', pin: '', stored: () => hashPin('4826'), expected: false },
    { name: 'a damaged hash', pin: '4826', stored: () => 'pbkdf2$x$zz$00', expected: false },
    { name: 'another scheme', pin: '4826', stored: () => 'sha1$1$00$00', expected: false },
    { name: 'the PIN itself stored by mistake', pin: '4826', stored: () => '4826', expected: false },
  ];
  it.each(cases)('$name matches: $expected', async ({ pin, stored, expected }) => {
    expect(await pinMatches(pin, await stored())).toBe(expected);
  });

  it.each(['', '4826', 'pbkdf2$1$00', 'pbkdf2$0$00$00', null, 42])('%s is not a PIN hash', (value) => {
    expect(isPinHash(value)).toBe(false);
  });
});
