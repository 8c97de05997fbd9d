/**
 * The check-profile guard's rule, apart from the profile form's checks (profile.ts): the guards are
 * in the first load, the form is not.
 */

/** check-profile (spec §2): a customer without a name has not completed the profile yet. */
export function isProfileComplete(user: { name: string } | null): boolean {
  return user === null || user.name.trim() !== '';
}
