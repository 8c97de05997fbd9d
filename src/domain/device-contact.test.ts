import { describe, expect, it } from 'vitest';
import { contactRulesFor } from './device-contact.ts';

describe('contactRulesFor', () => {
  it.each([
    { device: 'phone', name: 'required', phone: 'required' },
    { device: 'kiosk', name: 'optional', phone: 'optional' },
    { device: 'table', name: 'none', phone: 'none' },
  ] as const)('$device: name $name, phone $phone', ({ device, name, phone }) => {
    expect(contactRulesFor(device)).toEqual({ name, phone });
  });
});
