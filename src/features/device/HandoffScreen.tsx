import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { LEFT_OUT_REASON } from '../account/order-labels.ts';
import {
  receiveHandoff,
  type HandoffOutcome,
  type HandoffProblem,
  type ReceivedLine,
} from './receive-handoff.ts';

/** Why a phone could not take a kiosk's order over, in the customer's words. */
const HANDOFF_PROBLEM: Record<HandoffProblem, MessageDescriptor> = {
  missing: msg`This link does not carry an order. Scan the code on the kiosk screen again.`,
  damaged: msg`This link is damaged, so no order could be read from it. Scan the code on the kiosk screen again.`,
  'too-large': msg`This link holds more than an order can, so it was not read. Scan the code on the kiosk screen again.`,
  'unsupported-version': msg`This link comes from a newer kiosk than this page understands. Reload the page and scan the code again.`,
  'branch-gone': msg`The branch this order was started in no longer takes orders here.`,
  'type-not-offered': msg`This kind of order is no longer offered here.`,
  'menu-failed': msg`The menu could not be loaded, so the order could not be checked. Check your connection and try again.`,
};

export interface HandoffScreenProps {
  /** The hand-off code from the link's fragment; null when the link has none. */
  code: string | null;
  /** Where this browser remembers the codes it already put into the cart. */
  ledger: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * A phone opening a kiosk's "Continue on your phone" link: what joined the cart, what could not
 * be kept and why, then on to the cart. A bad link says so and changes nothing.
 */
export const HandoffScreen = observer(function HandoffScreen({ code, ledger }: HandoffScreenProps) {
  const stores = useStores();
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const [outcome, setOutcome] = useState<HandoffOutcome | null>(null);
  const referenceId = stores.business.referenceId ?? '';

  useEffect(() => {
    let current = true;
    setOutcome(null);
    void receiveHandoff(stores, code, ledger).then((received) => {
      if (current) setOutcome(received);
    });
    return () => {
      current = false;
    };
  }, [stores, code, ledger]);

  const lineText = ({ line, name }: ReceivedLine) =>
    `${i18n.number(line.quantity)} × ${name ? text(name) : t`an item no longer on the menu`}`;

  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="handoff-page" aria-busy={outcome === null}>
      <Title order={1}>
        <Trans>Your order from the kiosk</Trans>
      </Title>
      {outcome === null && <Loader aria-label={t`Checking your order against the menu`} />}
      {outcome && !outcome.ok && (
        <>
          <Alert color="red" role="alert" data-testid="handoff-problem" data-problem={outcome.problem}>
            {i18n._(HANDOFF_PROBLEM[outcome.problem])}
          </Alert>
          <Button renderRoot={(props) => <Link {...props} to="/$referenceId" params={{ referenceId }} />}>
            <Trans>Go to the shop</Trans>
          </Button>
        </>
      )}
      {outcome?.ok && (
        <>
          {outcome.kept.length > 0 ? (
            <Paper withBorder p="md" component="section" aria-labelledby="handoff-kept-title">
              <Title order={2} size="h3" id="handoff-kept-title" mb="sm">
                <Trans>Now in your cart</Trans>
              </Title>
              <ul data-testid="handoff-kept">
                {outcome.kept.map((received, index) => (
                  <li key={index}>
                    <bdi>{lineText(received)}</bdi>
                    {received.line.comment && (
                      <Text span size="sm">
                        {' · '}
                        <bdi>{received.line.comment}</bdi>
                      </Text>
                    )}
                  </li>
                ))}
              </ul>
            </Paper>
          ) : (
            <Text>
              <Trans>None of the items of this order can be ordered here now.</Trans>
            </Text>
          )}
          {outcome.leftOut.length > 0 && (
            <Alert color="yellow" role="status" data-testid="handoff-left-out">
              <Text fw={600}>
                <Trans>Could not be kept</Trans>
              </Text>
              <ul>
                {outcome.leftOut.map((received, index) => (
                  <li key={index} data-item-id={received.line.item_id}>
                    <bdi>{lineText(received)}</bdi>: {i18n._(LEFT_OUT_REASON[received.reason])}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {outcome.kept.length > 0 ? (
            <Button
              size="lg"
              data-testid="handoff-go-to-cart"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/$referenceId/$type/cart"
                  params={{ referenceId, type: outcome.sellingType }}
                />
              )}
            >
              <Trans>Go to your cart</Trans>
            </Button>
          ) : (
            <Button
              size="lg"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/$referenceId/$type"
                  params={{ referenceId, type: outcome.sellingType }}
                />
              )}
            >
              <Trans>Browse the menu</Trans>
            </Button>
          )}
        </>
      )}
    </Stack>
  );
});
