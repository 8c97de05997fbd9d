import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../../stores/store-context.tsx';
import { Price } from '../../../ui/Price.tsx';

/** A table tablet's running total of the sitting, after an order (the bill is paid at the table). */
export const TableSittingTotal = observer(function TableSittingTotal() {
  const stores = useStores();
  const { t } = useLingui();
  const sitting = stores.tableSittingIfLoaded;
  useEffect(() => {
    void stores
      .loadTableSitting()
      .then((loaded) => loaded.loadOrders())
      .catch(() => undefined);
  }, [stores]);
  if (!sitting?.orders) return null;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="order-sitting-total">
      <Text fw={700} size="xl">{t`Total so far`}</Text>
      <Price amount={sitting.runningTotal} currency={stores.business.currency} size="xl" />
    </Group>
  );
});
