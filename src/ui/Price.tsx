import { Trans, useLingui } from '@lingui/react/macro';
import type { Minor } from '../domain/model.ts';
import { formatMoney } from '../domain/money.ts';
import classes from './Price.module.css';
import a11y from './visually-hidden.module.css';

export interface PriceProps {
  /** Integer minor units (1250 is KWD 1.250). */
  amount: Minor;
  currency: string;
  /** The price before a discount: struck through, and announced as such to screen readers. */
  strikethrough?: boolean;
  /** The business hides prices (spec §5): render nothing at all. */
  hidden?: boolean;
  /** The theme's text size; without one, the size of the text around it (else md). */
  size?: 'sm' | 'lg' | 'xl';
  className?: string;
}

/**
 * A money amount in the active language. Plain elements styled with the theme's variables, not
 * Mantine's Text: a long menu mounts hundreds of prices, and each Text resolved its props and styles
 * on every mount (scripts/bench-big-menu.mjs).
 */
export function Price({
  amount,
  currency,
  strikethrough = false,
  hidden = false,
  size,
  className,
}: PriceProps) {
  const { i18n } = useLingui();
  if (hidden) return null;
  const text = formatMoney(amount, currency, i18n.locale);
  return (
    <span
      className={className ? `${classes.price} ${className}` : classes.price}
      data-size={size}
      data-strikethrough={strikethrough || undefined}
    >
      {strikethrough && (
        <span className={a11y.visuallyHidden}>
          <Trans>Original price:</Trans>{' '}
        </span>
      )}
      {/* <bdi> isolates the amount: in Arabic text the digits and the currency keep their own order. */}
      {strikethrough ? (
        <s className={classes.amount}>
          <bdi>{text}</bdi>
        </s>
      ) : (
        <bdi className={classes.amount}>{text}</bdi>
      )}
    </span>
  );
}
