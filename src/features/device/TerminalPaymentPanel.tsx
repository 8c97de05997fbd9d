import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import type { Payable, TerminalPaymentStore } from '../../stores/terminal-payment-store.ts';
import { Price } from '../../ui/Price.tsx';
import classes from './TerminalPaymentPanel.module.css';

const DECLINE_REASON: Record<string, MessageDescriptor> = {
  insufficient_funds: msg`The card was declined: not enough funds.`,
  card_refused: msg`The card was declined by the bank.`,
  expired_card: msg`The card has expired.`,
  other: msg`The card was declined by the bank.`,
};

/**
 * A kiosk's card payment of the order just placed (issue 31): the amount and "tap your card" with
 * Cancel while the terminal waits; a decline with its reason and the ways on; the payment choice
 * again after a cancel or time-out. The order goes to the kitchen only paid or sent to the counter.
 */
export default observer(function TerminalPaymentPanel({
  order,
  billId = null,
}: {
  order: Payable;
  /** A table sitting's bill (issue 31): paid on the terminal the same way, never at the counter. */
  billId?: string | null;
}) {
  const stores = useStores();
  const [terminal, setTerminal] = useState<TerminalPaymentStore | null>(
    stores.orders.terminalPaymentIfLoaded,
  );

  useEffect(() => {
    let current = true;
    void stores.orders.loadTerminalPayment().then((store) => {
      if (!current) return;
      setTerminal(store);
      // A new order starts its payment; one followed before a reload is asked about again.
      if (store.orderId !== order.id || store.billId !== billId || store.phase === null)
        void store.pay(order, billId);
    });
    return () => {
      current = false;
    };
    // Started once per order: the order's later copies (polling) change nothing here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stores, order.id]);

  return (
    <Paper
      withBorder
      p="xl"
      component="section"
      aria-labelledby="terminal-title"
      className={classes.panel}
      data-testid="terminal-payment"
    >
      <Stack gap="lg" align="center" ta="center">
        <Title order={2} id="terminal-title" className={classes.title}>
          <Trans>
            Amount to pay: <Price amount={order.amounts.total} currency={stores.business.currency} />
          </Trans>
        </Title>
        {terminal && <TerminalPhaseView terminal={terminal} order={order} billId={billId} />}
      </Stack>
    </Paper>
  );
});

const TerminalPhaseView = observer(function TerminalPhaseView({
  terminal,
  order,
  billId,
}: {
  terminal: TerminalPaymentStore;
  order: Payable;
  billId: string | null;
}) {
  const { t, i18n } = useLingui();
  const phase = terminal.phase;
  const pay = () => void terminal.pay(order, billId);
  // A bill is paid at the table (the terminal or the phone), not at the counter.
  const counter = billId === null && (
    <Button
      size="xl"
      variant="default"
      onClick={() => void terminal.payAtCounter()}
      data-testid="terminal-counter"
    >
      {t`Pay at the counter`}
    </Button>
  );
  const problem = terminal.problem && !terminal.inProgress && phase !== 'offline' && (
    <Alert color="red" role="alert" data-testid="terminal-problem">
      {t`Something went wrong. Please try again.`}
    </Alert>
  );

  if (phase === 'starting' || phase === 'waiting' || phase === 'cancelling' || phase === 'failed' || !phase)
    return (
      <Stack gap="lg" align="center" data-testid="terminal-waiting" data-phase={phase ?? 'starting'}>
        {phase === 'waiting' ? <TapCardPicture /> : <Loader size="lg" aria-hidden />}
        <Text size="xl" fw={700} role="status">
          {phase === 'waiting'
            ? t`Tap, insert or swipe your card on the terminal`
            : t`Connecting to the card terminal…`}
        </Text>
        <Button
          size="xl"
          variant="default"
          onClick={() => void terminal.cancel()}
          disabled={phase !== 'waiting'}
          data-testid="terminal-cancel"
        >
          {t`Cancel`}
        </Button>
      </Stack>
    );

  if (phase === 'paid')
    return (
      <Text size="xl" fw={700} role="status" data-testid="terminal-paid">
        {t`Paid. Thank you!`}
      </Text>
    );

  if (phase === 'declined') {
    const reason = terminal.payment?.decline_reason ?? 'other';
    return (
      <Stack gap="lg" align="center" data-testid="terminal-declined" data-reason={reason}>
        <Alert color="red" role="alert" w="100%">
          <Text size="xl">{i18n._(DECLINE_REASON[reason] ?? DECLINE_REASON.other!)}</Text>
        </Alert>
        {problem}
        <Group justify="center">
          <Button size="xl" onClick={pay} data-testid="terminal-retry">
            {t`Try again`}
          </Button>
          <Button size="xl" variant="light" onClick={pay} data-testid="terminal-other-card">
            {t`Another card`}
          </Button>
          {counter}
        </Group>
      </Stack>
    );
  }

  // Cancelled, timed out or an offline terminal: the payment choice again, the order kept.
  const why =
    phase === 'offline'
      ? t`The card terminal is not answering.`
      : terminal.payment?.status === 'timed_out'
        ? t`The terminal waited too long for a card. Your order is kept.`
        : t`The payment was cancelled. Your order is kept.`;
  return (
    <Stack gap="lg" align="center" data-testid="terminal-choose" data-phase={phase}>
      <Text size="xl" role="status">
        {why}
      </Text>
      {problem}
      <Group justify="center">
        <Button size="xl" onClick={pay} data-testid="terminal-pay-card">
          {phase === 'offline' ? t`Try again` : t`Pay by card`}
        </Button>
        {counter}
      </Group>
    </Stack>
  );
});

/** A card held to a terminal, its contactless waves: "tap here" at a glance, in any language. */
function TapCardPicture() {
  return (
    <svg className={classes.picture} viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <rect x="8" y="30" width="58" height="58" rx="8" fill="none" stroke="currentColor" strokeWidth="4" />
      <rect x="18" y="40" width="38" height="16" rx="3" fill="currentColor" opacity="0.35" />
      <rect x="40" y="8" width="50" height="32" rx="5" transform="rotate(-12 65 24)" fill="currentColor" />
      <path
        d="M92 44a14 14 0 0 1 0 20M100 38a24 24 0 0 1 0 32M108 32a34 34 0 0 1 0 44"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
