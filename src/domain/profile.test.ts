import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './profile-complete.ts';
import { checkProfile, type ProfileCheck } from './profile.ts';

describe('checkProfile', () => {
  const cases: { name: string; email: string; expected: ProfileCheck }[] = [
    { name: 'Sara', email: '', expected: { ok: true, value: { name: 'Sara', email: null } } },
    {
      name: '  Sara  ',
      email: ' sara@example.org ',
      expected: { ok: true, value: { name: 'Sara', email: 'sara@example.org' } },
    },
    { name: '', email: '', expected: { ok: false, problems: { name: 'name-missing' } } },
    { name: '   ', email: 'x@y.z', expected: { ok: false, problems: { name: 'name-missing' } } },
    { name: 'a'.repeat(101), email: '', expected: { ok: false, problems: { name: 'name-too-long' } } },
    {
      name: '😀'.repeat(100),
      email: '',
      expected: { ok: true, value: { name: '😀'.repeat(100), email: null } },
    },
    { name: 'Sara', email: 'sara@', expected: { ok: false, problems: { email: 'email-invalid' } } },
    { name: 'Sara', email: 'sa ra@x.io', expected: { ok: false, problems: { email: 'email-invalid' } } },
    {
      name: 'Sara',
      email: `${'a'.repeat(250)}@x.io`,
      expected: { ok: false, problems: { email: 'email-too-long' } },
    },
    {
      name: '',
      email: 'nope',
      expected: { ok: false, problems: { name: 'name-missing', email: 'email-invalid' } },
    },
  ];
  it.each(cases)('$name / $email', ({ name, email, expected }) => {
    expect(checkProfile({ name, email })).toEqual(expected);
  });
});

describe('isProfileComplete', () => {
  it.each([
    { user: null, expected: true },
    { user: { name: 'Sara' }, expected: true },
    { user: { name: '' }, expected: false },
    { user: { name: '  ' }, expected: false },
  ])('$user → $expected', ({ user, expected }) => {
    expect(isProfileComplete(user)).toBe(expected);
  });
});
