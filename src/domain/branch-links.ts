/**
 * The addresses a branch card links to: a call, a WhatsApp chat and directions. Built from the
 * branch's own data only; a number that is not one gives no link rather than a broken one.
 */

/** `tel:` with the digits and a leading plus; null when the text holds no number. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^\d]/g, '');
  if (digits.length < 5) return null;
  return `tel:${(phone ?? '').trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** A WhatsApp chat (wa.me wants the international number as digits only). */
export function whatsAppHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^\d]/g, '');
  return digits.length < 8 ? null : `https://wa.me/${digits}`;
}

/** Directions to a point, in whatever maps app the device opens for such a link. */
export function directionsHref(lat: number, lng: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return null;
  }
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
