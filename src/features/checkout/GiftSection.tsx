import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import { Checkbox, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { CheckoutErrors } from '../../domain/checkout-form.ts';
import { EMPTY_GIFT, type GiftDraft } from '../../domain/gift-draft.ts';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LimitedTextarea, LimitedTextInput } from '../../ui/LimitedText.tsx';

/**
 * A delivery sent as a gift, where the business offers it (delivery config send_gift): who
 * receives it, a message, and whether the recipient sees the prices. The draft lives in the cart
 * (in memory), so a failed order keeps it.
 */
export const GiftSection = observer(function GiftSection({
  errors,
}: {
  errors: Pick<CheckoutErrors, 'gift'>;
}) {
  const { cart, delivery } = useStores();
  const { t } = useLingui();
  if (delivery.config?.send_gift !== true) return null;
  const gift = cart.gift;
  const update = (change: Partial<GiftDraft>) => gift && cart.setGift({ ...gift, ...change });
  const problems = errors.gift ?? {};
  return (
    <Stack gap="sm" component="section" aria-label={t`Send as a gift`} data-testid="gift-section">
      <Switch
        label={t`Send as a gift`}
        size="md"
        fw={600}
        checked={gift !== null}
        onChange={(event) => cart.setGift(event.currentTarget.checked ? (gift ?? EMPTY_GIFT) : null)}
        data-testid="gift-toggle"
      />
      {gift && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <LimitedTextInput
              limit={TEXT_LIMITS.name}
              label={t`Recipient's name`}
              required
              value={gift.recipient_name}
              onChange={(event) => update({ recipient_name: event.currentTarget.value })}
              error={problems.recipientName ? t`Please enter the recipient's name.` : undefined}
              data-testid="gift-name"
            />
            <LimitedTextInput
              limit={TEXT_LIMITS.phone}
              label={t`Recipient's phone`}
              required
              type="tel"
              inputMode="tel"
              dir="ltr"
              value={gift.recipient_phone}
              onChange={(event) => update({ recipient_phone: event.currentTarget.value })}
              error={
                problems.recipientPhone === 'empty'
                  ? t`Please enter the recipient's phone number.`
                  : problems.recipientPhone === 'invalid'
                    ? t`This phone number does not look right. Check it and try again.`
                    : undefined
              }
              data-testid="gift-phone"
            />
          </SimpleGrid>
          <LimitedTextarea
            limit={TEXT_LIMITS.giftMessage}
            label={t`Message for the recipient`}
            autosize
            minRows={2}
            value={gift.message}
            onChange={(event) => update({ message: event.currentTarget.value })}
            data-testid="gift-message"
          />
          <Checkbox
            label={t`Hide the prices from the recipient`}
            checked={gift.hide_prices}
            onChange={(event) => update({ hide_prices: event.currentTarget.checked })}
            data-testid="gift-hide-prices"
          />
        </>
      )}
    </Stack>
  );
});
