import { Button, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localized } from '../../domain/locales.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import type { Suggestion } from '../../domain/suggestions.ts';
import { useStores } from '../../stores/store-context.tsx';
import { suggestionsStoreOf } from '../../stores/suggestions-store.ts';
import { Price } from '../../ui/Price.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { useAddFeedback } from '../menu/AddFeedback.tsx';
import { itemPageLink, useBrowseSettings } from '../menu/browse-settings.ts';
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
  const store = suggestionsStoreOf(useStores());
  const settings = useBrowseSettings(type);
  const announce = useAddFeedback();
  const { t } = useLingui();
  return (
    <ul className={classes.cards}>
      {suggestions.map((suggestion) => {
        const { item, oneTap } = suggestion;
        const name = localized(item.name, settings.language, settings.fallbacks);
        const label = item.price_labels[0];
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
            {label && (
              <Price
                amount={label.price}
                currency={settings.currency}
                hidden={settings.hidePrice || item.price_labels.length > 1}
              />
            )}
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
