/**
 * Whether following a link (already resolved by the browser) takes the customer out of the app:
 * another origin, or another scheme (tel:, mailto:, javascript: …). A kiosk shows those as a code
 * to scan instead of leaving.
 */
export function leavesTheApp(href: string, appOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, appOrigin);
  } catch {
    return true;
  }
  return url.origin !== appOrigin;
}
