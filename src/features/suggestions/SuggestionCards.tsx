import { Button, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localized } from '../../domain/locales.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import type { Suggestion } from '../../domain/suggestions.ts';
import { useStores } from '../../stores/store-context.tsx';
import { suggestionsStoreOf } from '../../stores/suggestions-store.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { useAddFeedback } from '../menu/AddFeedback.tsx';
import { itemDiscount, itemPageLink, useBrowseSettings } from '../menu/browse-settings.ts';
import { findCategory } from '../menu/menu-blocks.ts';
import { MenuItemPrice } from '../menu/MenuItemPrice.tsx';
import { cardPrice } from '../menu/shown-price.ts';
import classes from './SuggestionCards.module.css';

interface SuggestionCardsProps {
  suggestions: Suggestion[];
  type: OrderSellingType;
  /** After a one-tap add or on the way to an item's page (the panel closes). */
  onDone?: () => void;
}

/**
 * Suggested items as cards: picture, name, price and one large button, "Add" at once or "Choose
 * options" on the item's page. The same cards in the kiosk's panel and the cart's section.
 */
export function SuggestionCards({ suggestions, type, onDone }: SuggestionCardsProps) {
  const stores = useStores();
  const store = suggestionsStoreOf(stores);
  const settings = useBrowseSettings(type);
  const categories = stores.menu.menuFor(type)?.categories ?? [];
  const announce = useAddFeedback();
  const { t } = useLingui();
  return (
    <ul className={classes.cards}>
      {suggestions.map((suggestion) => {
        const { item, oneTap } = suggestion;
        const name = localized(item.name, settings.language, settings.fallbacks);
        // The price its menu card shows: the selling type's discount, "from" the lowest option.
        const grandCategoryId = findCategory(categories, item.category_id)?.grandCategoryId ?? null;
        const price = settings.hidePrice
          ? null
          : cardPrice(item.price_labels, itemDiscount(settings, item, grandCategoryId));
        return (
          <li key={item.id} className={classes.card} data-testid={`suggestion-${item.id}`}>
            <ResponsiveImage
              src={item.image}
              alt=""
              width={4}
              height={3}
              sizes="(min-width: 768px) 25vw, 45vw"
            />
            <Text fw={600} className={classes.name}>
              {name}
            </Text>
            {price && <MenuItemPrice price={price} currency={settings.currency} />}
            {oneTap ? (
              <Button
                className={classes.action}
                aria-label={t`Add ${name} to your cart`}
                onClick={() => {
                  const quantity = store.add(suggestion);
                  if (quantity === null) return;
                  // The menu's own words for a one-tap add (one price, so no option to name).
                  const option = '';
                  announce(t`Added ${quantity} × ${name}${option} to your cart`);
                  onDone?.();
                }}
              >
                <Trans>Add</Trans>
              </Button>
            ) : (
              <Button
                variant="light"
                className={classes.action}
                aria-label={t`Choose options for ${name}`}
                renderRoot={(props) => (
                  <Link {...props} {...itemPageLink(settings, item.category_id, item.id)} />
                )}
                onClick={onDone}
              >
                <Trans>Choose options</Trans>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
