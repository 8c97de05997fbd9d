/** A positive whole number from a URL segment; null for anything else ("abc", "1.5", "-3", "12x"). */
export function parseRouteId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[0-9]+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
