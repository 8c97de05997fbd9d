/**
 * Spec §9: a delivery address is a house's unless the customer says otherwise. Apart from the
 * address rules (address.ts) so the menu's first load can tell a stored choice from the default.
 */
export const DEFAULT_RESIDENCY = 'house';
