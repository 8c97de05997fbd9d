import { normaliseSellingType } from '../../domain/selling-type.ts';

/*
 * Where a kiosk's controls lead (issue 30): the back control's previous logical screen for each
 * screen. Pure: a path in, a path out.
 */

/**
 * The attract screen, which opens at its second step, "eat here or take away?", while a customer's
 * choice stands (KioskAttract).
 */
export function kioskDiningPath(referenceId: string): string {
  return `/${encodeURIComponent(referenceId)}/kiosk`;
}

/**
 * The screen before this one, as a customer thinks of it: item, search, category and cart go to
 * the menu; checkout to the cart; the menu to the dining choice; a screen outside the order (an
 * info page) to the menu. null where there is none: the attract screen and the placed order.
 */
export function kioskBackPath(pathname: string, menuType: string | null): string | null {
  const [referenceId, section, third] = pathname.split('/').filter(Boolean);
  if (!referenceId || section === 'kiosk' || section === 'order' || section === 'device') return null;
  const base = `/${referenceId}`;
  if (normaliseSellingType(section) !== null) {
    if (third === undefined) return kioskDiningPath(decodeURIComponent(referenceId));
    if (third === 'checkout') return `${base}/${section}/cart`;
    return `${base}/${section}`;
  }
  return menuType ? `${base}/${menuType}` : kioskDiningPath(decodeURIComponent(referenceId));
}
