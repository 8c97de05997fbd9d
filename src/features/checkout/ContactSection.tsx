import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { CheckoutErrors } from '../../domain/checkout-form.ts';
import type { CartStore } from '../../stores/cart-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';

/**
 * Guests give a name and a phone; a logged-in customer orders under the profile's. `cart` is where
 * the details are kept (the reservation's pre-order cart on the reservation form).
 */
export const ContactSection = observer(function ContactSection({
  errors,
  cart: givenCart,
}: {
  errors: Pick<CheckoutErrors, 'name' | 'phone'>;
  cart?: CartStore;
}) {
  const stores = useStores();
  const { auth } = stores;
  const cart = givenCart ?? stores.cart;
  const { t } = useLingui();
  const user = auth.isAuthenticated ? auth.user : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="contact-title">
      <Title order={2} size="h3" id="contact-title">
        <Trans>Your details</Trans>
      </Title>
      {user ? (
        <Text data-testid="contact-user">
          <Trans>
            Ordering as {user.name} (<bdi>{user.phone}</bdi>)
          </Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <LimitedTextInput
            limit={TEXT_LIMITS.name}
            label={t`Name`}
            required
            autoComplete="name"
            value={cart.name}
            onChange={(event) => cart.setContact(event.currentTarget.value, cart.phone)}
            error={errors.name ? t`Please enter your name.` : undefined}
            data-testid="contact-name"
          />
          <LimitedTextInput
            limit={TEXT_LIMITS.phone}
            label={t`Phone`}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            value={cart.phone}
            onChange={(event) => cart.setContact(cart.name, event.currentTarget.value)}
            error={
              errors.phone === 'empty'
                ? t`Please enter your phone number.`
                : errors.phone === 'invalid'
                  ? t`This phone number does not look right. Check it and try again.`
                  : undefined
            }
            data-testid="contact-phone"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
});
