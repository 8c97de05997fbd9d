import { describe, expect, it } from 'vitest';
import { contactProblems, type ContactProblems } from './contact-problems.ts';
import { contactRulesFor } from './device-contact.ts';
import type { DeviceMode } from './device.ts';

describe('contactProblems', () => {
  it.each<{ device: DeviceMode; name: string; phone: string; expected: ContactProblems }>([
    { device: 'phone', name: 'Sara', phone: '+96550001234', expected: {} },
    { device: 'phone', name: ' ', phone: '', expected: { name: 'required', phone: 'empty' } },
    { device: 'phone', name: 'Sara', phone: '12', expected: { phone: 'invalid' } },
    { device: 'kiosk', name: '', phone: '', expected: {} },
    { device: 'kiosk', name: 'Sara', phone: '50001234', expected: {} },
    { device: 'kiosk', name: '', phone: '12', expected: { phone: 'invalid' } },
    { device: 'table', name: '', phone: '12', expected: {} },
  ])('$device, "$name", "$phone"', ({ device, name, phone, expected }) => {
    expect(contactProblems(contactRulesFor(device), { name, phone }, 'KW')).toEqual(expected);
  });
});
