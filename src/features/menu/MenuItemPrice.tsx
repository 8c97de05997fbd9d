import { Trans } from '@lingui/react/macro';
import { Price } from '../../ui/Price.tsx';
import type { CardPrice } from './shown-price.ts';
import classes from './MenuItemPrice.module.css';

/**
 * An item's price as the menu shows it on a card (and a suggestion shows it too): after the
 * selling type's discount, "from" the lowest of several options, the price before the discount
 * struck through beside it.
 */
export function MenuItemPrice({ price, currency }: { price: CardPrice; currency: string }) {
  return (
    <span className={classes.price} data-testid="item-price">
      {price.from ? (
        // One message with the price inside: some languages put "from" after the amount.
        <span className={classes.from}>
          <Trans>
            from <Price amount={price.amount} currency={currency} />
          </Trans>
        </span>
      ) : (
        <Price amount={price.amount} currency={currency} />
      )}
      {price.before !== null && <Price amount={price.before} currency={currency} strikethrough size="sm" />}
    </span>
  );
}
