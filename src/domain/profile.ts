import { charactersOver, TEXT_LIMITS } from './text-limits.ts';

/** What the customer typed on the profile form. */
export interface ProfileDraft {
  name: string;
  email: string;
}

export type ProfileProblem = 'name-missing' | 'name-too-long' | 'email-invalid' | 'email-too-long';

export type ProfileCheck =
  | { ok: true; value: { name: string; email: string | null } }
  | { ok: false; problems: Partial<Record<keyof ProfileDraft, ProfileProblem>> };

// The same shape the server checks: something@something.something, no spaces.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Checks the profile form field by field. The name is required (orders carry it); the email is
 * optional, and an empty one is sent as null. Values are trimmed before they are judged.
 */
export function checkProfile(draft: ProfileDraft): ProfileCheck {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const problems: Partial<Record<keyof ProfileDraft, ProfileProblem>> = {};
  if (!name) problems.name = 'name-missing';
  else if (charactersOver(name, TEXT_LIMITS.name) > 0) problems.name = 'name-too-long';
  if (email && charactersOver(email, TEXT_LIMITS.email) > 0) problems.email = 'email-too-long';
  else if (email && !EMAIL.test(email)) problems.email = 'email-invalid';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { name, email: email || null } };
}
