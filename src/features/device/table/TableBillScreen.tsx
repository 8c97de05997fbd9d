import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { billOnTerminal } from '../../checkout/payment-methods.ts';
import { useStores } from '../../../stores/store-context.tsx';
import { TableBillStore } from '../../../stores/table-bill-store.ts';
import { LazyQrCode } from '../../../ui/LazyQrCode.tsx';
import { BillSummary } from '../../table-bill/BillSummary.tsx';
import type { TerminalPaymentStore } from '../../../stores/terminal-payment-store.ts';
import TerminalPaymentPanel from '../TerminalPaymentPanel.tsx';
import { TipTiles } from './TipTiles.tsx';
import { NextPartyButton } from './NextPartyButton.tsx';

/**
 * A table tablet's "Pay the bill" (issue 31): this sitting's dishes and total, then pay by card on
 * the paired terminal (the kiosk's TerminalPaymentPanel, for the bill) or on the guest's phone
 * (a QR code opening the bill, paid on the business's online payment page). The bill is followed
 * until it is paid either way; a paid sitting says so, and the table is cleared for the next party.
 */
export const TableBillScreen = observer(function TableBillScreen() {
  const stores = useStores();
  const { business, device } = stores;
  const { t } = useLingui();
  const navigate = useNavigate();
  const referenceId = business.referenceId ?? '';
  const [store] = useState(() => new TableBillStore(stores, stores.deps));
  const [onTerminal, setOnTerminal] = useState(false);
  // The device's card payment (with a paired terminal): read before "Pay by card" is offered, so
  // a reload while the card is awaited shows that payment's waiting screen, never a second start.
  const [payment, setPayment] = useState<TerminalPaymentStore | null>(null);

  // Only a table tablet pays a sitting's bill; its orders are read now, then the bill asked for.
  const open = async () => {
    const sitting = await stores.loadTableSitting();
    const followed =
      device.terminalId !== null ? await (await stores.loadOrders()).loadTerminalPayment() : null;
    setPayment(followed);
    await sitting.loadOrders();
    await store.open(sitting.orders ?? [], followed?.pendingBillId ?? null);
  };
  useEffect(() => {
    if (!device.isTableTablet) {
      void navigate({ to: '/$referenceId', params: { referenceId }, replace: true });
      return;
    }
    void open().catch(() => store.markFailed());
    return () => store.dispose();
    // Opened once per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const terminal = billOnTerminal(
    business.business?.payment_methods ?? [],
    device.isTableTablet,
    device.terminalId !== null,
  );
  const bill = store.bill;
  // A card payment of this bill is under way (started here, or followed after a reload).
  const cardUnderWay = bill !== null && payment !== null && payment.pendingBillId === bill.id;
  const showPanel = onTerminal || cardUnderWay;
  const chooseTip = (percentage: number) => {
    // A new tip is a new bill: "Pay by card" is offered again for its total.
    setOnTerminal(false);
    void store.chooseTip(percentage);
  };
  const phoneUrl = bill ? `${window.location.origin}/${referenceId}/table-bill/${bill.id}` : '';

  return (
    <Stack gap="lg" maw={960} data-testid="table-bill" data-phase={store.phase}>
      <Title order={1}>{t`Pay the bill`}</Title>
      {store.phase === 'loading' && <Loader aria-label={t`Loading the bill`} />}
      {store.phase === 'nothing' && <Text size="lg">{t`Nothing has been ordered at this table yet.`}</Text>}
      {store.phase === 'failed' && (
        <Alert color="red" role="alert" data-testid="table-bill-failed">
          <Stack gap="sm" align="flex-start">
            <Text inherit>{t`The bill could not be loaded. Please try again.`}</Text>
            <Button variant="default" onClick={() => void open().catch(() => store.markFailed())}>
              {t`Try again`}
            </Button>
          </Stack>
        </Alert>
      )}
      {/* At 1280×800 the bill and its tip beside the ways to pay, all in view without scrolling. */}
      <SimpleGrid cols={store.phase === 'open' && bill ? 2 : 1} spacing="lg">
        <Stack gap="lg">
          {bill && <BillSummary bill={bill} />}
          {store.phase === 'open' && <TipTiles store={store} locked={cardUnderWay} onChoose={chooseTip} />}
          <div role="status" aria-live="polite">
            {store.phase === 'paid' && (
              <Alert color="green" data-testid="table-bill-paid">
                <Text size="xl" fw={700}>{t`Paid. Thank you!`}</Text>
              </Alert>
            )}
          </div>
          {store.phase === 'paid' && (
            <Group>
              <NextPartyButton
                onCleared={() => void navigate({ to: '/$referenceId/table', params: { referenceId } })}
              />
            </Group>
          )}
        </Stack>
        {store.phase === 'open' && bill && (
          <Stack gap="lg">
            {terminal && showPanel && (
              <TerminalPaymentPanel
                key={bill.id}
                order={{ id: bill.order_ids[0]!, amounts: { total: bill.amount + bill.tip } }}
                billId={bill.id}
              />
            )}
            {terminal && !showPanel && (
              <Paper withBorder p="lg">
                <Stack align="center" justify="center" h="100%">
                  <Button
                    size="xl"
                    onClick={() => setOnTerminal(true)}
                    disabled={payment === null || store.choosingTip}
                    data-testid="table-bill-terminal"
                  >
                    {t`Pay by card on the terminal`}
                  </Button>
                </Stack>
              </Paper>
            )}
            {/* While the card is awaited the phone cannot pay (one payment at a time): no QR code. */}
            {!cardUnderWay && (
              <Paper withBorder p="lg">
                <Stack align="center" gap="sm" ta="center">
                  <Title order={2}>{t`Pay on your phone`}</Title>
                  <Text>{t`Scan this code with your phone to pay the bill online.`}</Text>
                  <LazyQrCode
                    value={phoneUrl}
                    label={t`QR code that opens this table's bill on your phone`}
                    size={240}
                    testId="table-bill-qr"
                  />
                </Stack>
              </Paper>
            )}
          </Stack>
        )}
      </SimpleGrid>
    </Stack>
  );
});
