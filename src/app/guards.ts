import { notFound, redirect } from '@tanstack/react-router';
import { normaliseSellingType } from '../domain/selling-type.ts';
import type { OrderSellingType } from '../domain/model.ts';
import type { RouterContext } from './router-context.ts';

/** one-type (spec §2): a business with a single selling type opens straight on its menu. */
export function oneTypeGuard({ stores }: RouterContext, referenceId: string): void {
  const types = stores.business.sellingTypes;
  if (types.length === 1) {
    throw redirect({ to: '/$referenceId/$type', params: { referenceId, type: types[0]! }, replace: true });
  }
}

/**
 * selling-type (spec §2): the URL's type must be one the business offers; other spellings of it
 * (pickup, dinein …) are redirected to the canonical one, anything else is a 404.
 */
export function sellingTypeGuard({ stores }: RouterContext, referenceId: string, rawType: string, pathRest = ''): OrderSellingType {
  const type = normaliseSellingType(rawType);
  if (!type || !stores.business.sellingTypes.includes(type)) throw notFound();
  if (type !== rawType) {
    throw redirect({ href: `/${encodeURIComponent(referenceId)}/${type}${pathRest}`, replace: true });
  }
  return type;
}
