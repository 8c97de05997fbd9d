import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { TableBillStore } from '../../stores/table-bill-store.ts';
import { BillSummary } from './BillSummary.tsx';

/**
 * /{referenceId}/table-bill/{billId}: a table's bill on the guest's phone (from the tablet's QR
 * code). The guest pays it on the business's online payment page, which returns here; the tablet
 * at the table sees the bill paid.
 */
export const PhoneBillScreen = observer(function PhoneBillScreen({ billId }: { billId: string }) {
  const stores = useStores();
  const { t } = useLingui();
  const [store] = useState(() => new TableBillStore(stores, stores.deps));
  useEffect(() => {
    void store.read(billId);
    return () => store.dispose();
  }, [store, billId]);

  const pay = async () => {
    const url = await store.payOnline();
    if (url) window.location.assign(url);
  };
  const bill = store.bill;
  return (
    <Stack gap="lg" maw={560} mx="auto" p="md" data-testid="phone-bill" data-phase={store.phase}>
      <Title order={1}>{t`Your table's bill`}</Title>
      {store.phase === 'loading' && <Loader aria-label={t`Loading the bill`} />}
      {store.phase === 'failed' && (
        <Alert color="red" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text inherit>{t`The bill could not be loaded. Please try again.`}</Text>
            <Button variant="default" onClick={() => void store.read(billId)}>
              {t`Try again`}
            </Button>
          </Stack>
        </Alert>
      )}
      {bill && <BillSummary bill={bill} />}
      <div role="status" aria-live="polite">
        {bill?.status === 'paid' && (
          <Alert color="green" data-testid="phone-bill-paid">
            <Text size="lg" fw={700}>{t`Paid. Thank you!`}</Text>
          </Alert>
        )}
        {bill?.status === 'replaced' && (
          <Alert color="orange">{t`This bill has changed: please scan the code on the table's tablet again.`}</Alert>
        )}
      </div>
      {store.problem && bill?.status === 'open' && (
        <Alert color="red" role="alert">
          {t`The payment could not be started. Please try again.`}
        </Alert>
      )}
      {bill?.status === 'open' && (
        <Button size="lg" loading={store.paying} onClick={() => void pay()} data-testid="phone-bill-pay">
          {t`Pay online`}
        </Button>
      )}
    </Stack>
  );
});
