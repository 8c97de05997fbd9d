import { useLocation, useParams } from '@tanstack/react-router';
import type { OrderSellingType } from '../../domain/model.ts';
import { normaliseSellingType } from '../../domain/selling-type.ts';
import { useStores } from '../../stores/store-context.tsx';

export interface SellingTypeInView {
  type: OrderSellingType;
  /** The page is the cart or the checkout, which show the cart themselves. */
  onCartPage: boolean;
}

/** The selling type of the page in view (/{referenceId}/{type}/…), when the business offers it. */
export function useSellingTypeInView(): SellingTypeInView | null {
  const { business } = useStores();
  const params = useParams({ strict: false }) as { type?: string };
  const pathname = useLocation({ select: (location) => location.pathname });
  const type = normaliseSellingType(params.type);
  if (!type || !business.sellingTypes.includes(type)) return null;
  return { type, onCartPage: /\/(cart|checkout)$/.test(pathname) };
}
