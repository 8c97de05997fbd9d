import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Minor } from '../../../domain/model.ts';
import { useStores } from '../../../stores/store-context.tsx';
import { Price } from '../../../ui/Price.tsx';

export interface SittingTotalLineProps {
  amount: Minor;
  currency: string;
  /** The whole line's test id (the order page's) … */
  testId?: string;
  /** … or the amount's alone (the table's orders). */
  amountTestId?: string;
}

/**
 * The one drawing of a table's running total: "Total so far" beside its amount on one line, in
 * every language (the order page after "Send to kitchen" and the table's orders both show it).
 * The line keeps its own width and the label is never broken (German, Russian, Arabic and Khmer
 * run long): what stands beside the line gives way instead. (Inline styles: a CSS module of its
 * own would add its file's name to the first load's list of chunks.)
 */
export function SittingTotalLine({ amount, currency, testId, amountTestId }: SittingTotalLineProps) {
  const { t } = useLingui();
  return (
    <Group
      justify="space-between"
      align="baseline"
      gap="lg"
      wrap="nowrap"
      style={{ flexShrink: 0 }}
      data-testid={testId}
    >
      <Text fw={700} size="xl" style={{ whiteSpace: 'nowrap' }}>
        {t`Total so far`}
      </Text>
      <span data-testid={amountTestId}>
        <Price amount={amount} currency={currency} size="xl" />
      </span>
    </Group>
  );
}

/** A table tablet's running total of the sitting, after an order (the bill is paid at the table). */
export const TableSittingTotal = observer(function TableSittingTotal() {
  const stores = useStores();
  const sitting = stores.tableSittingIfLoaded;
  useEffect(() => {
    void stores
      .loadTableSitting()
      .then((loaded) => loaded.loadOrders())
      .catch(() => undefined);
  }, [stores]);
  if (!sitting?.orders) return null;
  return (
    <SittingTotalLine
      amount={sitting.runningTotal}
      currency={stores.business.currency}
      testId="order-sitting-total"
    />
  );
});
