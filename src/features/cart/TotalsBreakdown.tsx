import { Divider, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Minor } from '../../domain/model.ts';
import { Price } from '../../ui/Price.tsx';
import type { TotalsView } from './totals-view.ts';

export interface TotalsBreakdownProps {
  totals: TotalsView;
  currency: string;
  /** Delivery orders always show their fee line, even when it is free. */
  withDeliveryFee: boolean;
  /** Where the figures come from, for tests and support ("server" once calc-order answered). */
  source?: 'server' | 'client';
}

function Row({
  label,
  amount,
  currency,
  negative = false,
  strong = false,
  testId,
}: {
  label: ReactNode;
  amount: Minor;
  currency: string;
  negative?: boolean;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      data-testid={testId}
      data-amount={negative ? -amount : amount}
    >
      <Text component="dt" fw={strong ? 700 : undefined} size={strong ? 'lg' : undefined}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : undefined} size={strong ? 'lg' : undefined}>
        {/* The sign is formatted with the amount, inside its isolate: a minus outside it would land
            on the wrong side of a left-to-right amount in Urdu or Persian text. */}
        <Price amount={negative ? -amount : amount} currency={currency} />
      </Text>
    </Group>
  );
}

/** Items, discounts, coupon, taxes, delivery fee, wallet and total, as a description list. */
export function TotalsBreakdown({ totals, currency, withDeliveryFee, source }: TotalsBreakdownProps) {
  const { t } = useLingui();
  return (
    <Stack gap={6} data-testid="totals" data-source={source}>
      <Stack component="dl" gap={6} m={0}>
        <Row label={t`Items`} amount={totals.subtotal} currency={currency} testId="totals-subtotal" />
        {totals.itemsDiscount > 0 && (
          <Row
            label={t`Discounts`}
            amount={totals.itemsDiscount}
            currency={currency}
            negative
            testId="totals-discount"
          />
        )}
        {totals.couponDiscount > 0 && (
          <Row
            label={t`Coupon`}
            amount={totals.couponDiscount}
            currency={currency}
            negative
            testId="totals-coupon"
          />
        )}
        {totals.exclusiveTaxes > 0 && (
          <Row label={t`Taxes`} amount={totals.exclusiveTaxes} currency={currency} testId="totals-taxes" />
        )}
        {withDeliveryFee && (
          <Row
            label={t`Delivery fee`}
            amount={totals.deliveryFee}
            currency={currency}
            testId="totals-delivery"
          />
        )}
        {totals.walletDiscount > 0 && (
          <Row
            label={t`Paid from wallet`}
            amount={totals.walletDiscount}
            currency={currency}
            negative
            testId="totals-wallet"
          />
        )}
      </Stack>
      <Divider />
      <Stack component="dl" gap={6} m={0}>
        <Row label={t`Total`} amount={totals.total} currency={currency} strong testId="totals-total" />
      </Stack>
      {totals.inclusiveTaxes > 0 && (
        <Text size="sm" data-testid="totals-inclusive" data-amount={totals.inclusiveTaxes}>
          <Trans>
            Prices include taxes of <Price amount={totals.inclusiveTaxes} currency={currency} size="sm" />
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
