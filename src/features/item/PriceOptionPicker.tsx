import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { localized } from '../../domain/locales.ts';
import type { Discount, PriceLabel } from '../../domain/model.ts';
import { Price } from '../../ui/Price.tsx';
import { discountedPrice } from '../menu/shown-price.ts';
import classes from './OptionCard.module.css';

interface PriceOptionPickerProps {
  labels: readonly PriceLabel[];
  value: number | null;
  onChange: (priceLabelId: number) => void;
  currency: string;
  hidePrice: boolean;
  discount: Discount | null;
  language: string;
  fallbacks: readonly string[];
}

/** The item's price options (sizes, weights) as a radio group; each shows its price. */
export function PriceOptionPicker({
  labels,
  value,
  onChange,
  currency,
  hidePrice,
  discount,
  language,
  fallbacks,
}: PriceOptionPickerProps) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset className={classes.fieldset} data-testid="price-options">
      <legend className={classes.legend}>{t`Choose an option`}</legend>
      {labels.map((label) => {
        const shown = discountedPrice(label.price, discount);
        return (
          <label key={label.id} className={`${classes.tile} ${classes.option}`} data-testid="choice-tile">
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={label.id}
              checked={value === label.id}
              onChange={() => onChange(label.id)}
            />
            <span className={classes.optionName} data-testid="choice-name">
              {localized(label.label, language, fallbacks)}
            </span>
            {!hidePrice && (
              <span className={classes.extra}>
                <Price amount={shown.amount} currency={currency} />
                {shown.before !== null && (
                  <Price amount={shown.before} currency={currency} strikethrough size="sm" />
                )}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
