import { Group, Paper, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { TableBill } from '../../api/types.ts';
import { sumMinor } from '../../domain/money.ts';
import { Price } from '../../ui/Price.tsx';
import { useLocalized } from '../cart/use-localized.ts';

/** A table bill's dishes and its total, as the tablet and the guest's phone show it. */
export function BillSummary({ bill }: { bill: TableBill }) {
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const adjustments = bill.amount - sumMinor(bill.lines.map((line) => line.total));
  return (
    <Paper withBorder p="md" data-testid="bill-summary">
      <Stack gap="xs">
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {bill.lines.map((line, index) => (
            <Group key={`${line.order_id}-${index}`} component="li" justify="space-between" wrap="nowrap">
              <Text size="lg">
                {i18n.number(line.quantity)} × {text(line.name)}
              </Text>
              <Price amount={line.total} currency={bill.currency} size="lg" />
            </Group>
          ))}
        </Stack>
        {/* The orders' taxes, fees and discounts: the lines alone do not add up to the bill. */}
        {adjustments !== 0 && (
          <Group justify="space-between" wrap="nowrap" data-testid="bill-adjustments">
            <Text size="lg">{t`Taxes, fees and discounts`}</Text>
            <Price amount={adjustments} currency={bill.currency} size="lg" />
          </Group>
        )}
        {bill.tip > 0 && (
          <Group justify="space-between" wrap="nowrap" data-testid="bill-tip">
            <Text size="lg">{t`Tip`}</Text>
            <Price amount={bill.tip} currency={bill.currency} size="lg" />
          </Group>
        )}
        <Group
          justify="space-between"
          wrap="nowrap"
          pt="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text fw={700} size="xl">{t`Total`}</Text>
          <span data-testid="bill-total">
            <Price amount={bill.amount + bill.tip} currency={bill.currency} size="xl" />
          </span>
        </Group>
      </Stack>
    </Paper>
  );
}
