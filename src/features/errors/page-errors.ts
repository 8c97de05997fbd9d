/** Spec §2: the error page's title is the shop name plus 400 for a 404, otherwise 500. */
export function errorPageTitle(shopName: string | null | undefined, notFound: boolean): string {
  const code = notFound ? '400' : '500';
  return shopName ? `${shopName} - ${code}` : code;
}
