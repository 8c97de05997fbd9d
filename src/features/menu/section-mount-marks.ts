/**
 * The marks a menu section's cards carry while they are not all on the page yet
 * (MenuBlockSection), read by the category jump to know when the menu around it is still growing.
 */

/** On a section's cards while they are still being mounted, a few per frame. */
export const MOUNTING_ATTRIBUTE = 'data-cards-mounting';
/** On the placeholder of a section whose cards are not mounted: they mount once it comes near. */
export const UNMOUNTED_ATTRIBUTE = 'data-cards-unmounted';
