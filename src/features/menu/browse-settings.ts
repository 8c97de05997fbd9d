/**
 * What every card, section and search hit needs from the business and the shifts, read once per
 * screen (an observer) and handed down as a plain object: a long menu must not make two thousand
 * cards each observe the stores.
 */
import { useMemo } from 'react';
import type { Discount, Discounts, MenuItem, OrderSellingType } from '../../domain/model.ts';
import { discountFor } from '../../domain/pricing.ts';
import { useStores } from '../../stores/store-context.tsx';

export type MenuLayoutKind = 'grid' | 'list';

export interface BrowseSettings {
  referenceId: string;
  sellingType: OrderSellingType;
  currency: string;
  hidePrice: boolean;
  /** The cart is on and an order of this type can be placed now (or scheduled). */
  cartEnabled: boolean;
  modifiersEnabled: boolean;
  layout: MenuLayoutKind;
  /** The active language and the business's languages to fall back on. */
  language: string;
  fallbacks: readonly string[];
  discounts: Discounts | null;
}

/** The business's menu_layout: grid-like layouts show a grid of cards, the others a list. */
export function menuLayoutKind(layout: string | null | undefined): MenuLayoutKind {
  return layout === 'list' || layout === 'compact' ? 'list' : 'grid';
}

/** Call inside an observer component: it reads the stores. */
export function useBrowseSettings(sellingType: OrderSellingType): BrowseSettings {
  const stores = useStores();
  const { business, preferences } = stores;
  const info = business.business;
  const referenceId = business.referenceId ?? '';
  const currency = business.currency;
  const hidePrice = info?.hide_price ?? false;
  const cartEnabled = (info?.cart_enabled ?? false) && stores.canOrder(sellingType);
  // Spec: without the flag the server offers modifiers; reading it as on keeps required choices asked.
  const modifiersEnabled = info?.modifiers_enabled ?? true;
  const layout = menuLayoutKind(info?.menu_layout);
  const language = preferences.language;
  // A key, not the array: the settings object must keep its identity while nothing really changed.
  const localesKey = business.locales.join(',');
  const discounts = business.discounts;
  return useMemo(
    () => ({
      referenceId,
      sellingType,
      currency,
      hidePrice,
      cartEnabled,
      modifiersEnabled,
      layout,
      language,
      fallbacks: localesKey === '' ? [] : localesKey.split(','),
      discounts,
    }),
    [
      referenceId,
      sellingType,
      currency,
      hidePrice,
      cartEnabled,
      modifiersEnabled,
      layout,
      language,
      localesKey,
      discounts,
    ],
  );
}

/** The discount an item gets for the screen's selling type. */
export function itemDiscount(
  settings: BrowseSettings,
  item: MenuItem,
  grandCategoryId: number | null,
): Discount | null {
  return discountFor(
    { item_id: item.id, category_id: item.category_id, grand_category_id: grandCategoryId },
    settings.discounts,
    settings.sellingType,
  );
}

/** Where a menu card leads: the item's page under the category it is shown in. */
export function itemPageLink(settings: BrowseSettings, categoryId: number, itemId: number) {
  return {
    to: '/$referenceId/$type/$categoryId/$itemId',
    params: {
      referenceId: settings.referenceId,
      type: settings.sellingType,
      categoryId: String(categoryId),
      itemId: String(itemId),
    },
    // "Add" on the item page comes back to this page (and its scroll position).
    state: { fromBrowse: true },
  } as const;
}
