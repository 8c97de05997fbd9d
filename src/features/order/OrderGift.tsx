import { Paper, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { GiftDetails } from '../../api/types.ts';

/** The gift an order is sent as: who receives it, the message, and whether they see the prices. */
export function OrderGift({ gift }: { gift: GiftDetails }) {
  const name = gift.recipient_name;
  const phone = gift.recipient_phone;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="gift-title" data-testid="order-gift">
      <Title order={2} size="h3" id="gift-title" mb="sm">
        <Trans>Sent as a gift</Trans>
      </Title>
      <Text>
        <Trans>
          For {name} (<bdi dir="ltr">{phone}</bdi>)
        </Trans>
      </Text>
      {gift.message && (
        <Text
          component="blockquote"
          m={0}
          mt="xs"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {gift.message}
        </Text>
      )}
      {gift.hide_prices === true && (
        <Text size="sm" mt="xs">
          <Trans>The recipient does not see the prices.</Trans>
        </Text>
      )}
    </Paper>
  );
}
