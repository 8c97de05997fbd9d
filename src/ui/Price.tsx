import { Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Minor } from '../domain/model.ts';
import { formatMoney } from '../domain/money.ts';
import classes from './Price.module.css';

export interface PriceProps {
  /** Integer minor units (1250 is KWD 1.250). */
  amount: Minor;
  currency: string;
  /** The price before a discount: struck through, and announced as such to screen readers. */
  strikethrough?: boolean;
  /** The business hides prices (spec §5): render nothing at all. */
  hidden?: boolean;
  size?: MantineSize;
  className?: string;
}

/** A money amount in the active language. */
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
    <Text
      component="span"
      size={size}
      className={className}
      c={strikethrough ? 'dimmed' : undefined}
      fw={strikethrough ? undefined : 600}
    >
      {strikethrough && (
        <VisuallyHidden component="span">
          <Trans>Original price:</Trans>{' '}
        </VisuallyHidden>
      )}
      {/* <bdi> isolates the amount: in Arabic text the digits and the currency keep their own order. */}
      {strikethrough ? (
        <s className={classes.amount}>
          <bdi>{text}</bdi>
        </s>
      ) : (
        <bdi className={classes.amount}>{text}</bdi>
      )}
    </Text>
  );
}
