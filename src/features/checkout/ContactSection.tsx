import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { CheckoutErrors } from '../../domain/checkout-form.ts';
import type { CartStore } from '../../stores/cart-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { contactRulesFor } from '../../domain/device-contact.ts';

/**
 * Guests give a name and a phone as the device asks (device-contact.ts: both on a phone, either
 * or none on a kiosk, nothing on a table tablet); a logged-in customer orders under the profile's. `cart` is where
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
  // A table tablet asks nothing (its table is the customer); a kiosk asks both as optional.
  const rules = contactRulesFor(stores.device.mode);
  if (!user && rules.name === 'none' && rules.phone === 'none') return null;
  const nameRequired = rules.name === 'required';
  const phoneRequired = rules.phone === 'required';
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
        // Optional fields (a kiosk) each say what they are for: one under the other, aligned.
        <SimpleGrid cols={nameRequired ? { base: 1, xs: 2 } : 1} spacing="md">
          <LimitedTextInput
            limit={TEXT_LIMITS.name}
            label={nameRequired ? t`Name` : t`Name (optional)`}
            description={
              nameRequired ? undefined : t`We call your order number, and your name if you give it.`
            }
            required={nameRequired}
            autoComplete="name"
            value={cart.name}
            onChange={(event) => cart.setContact(event.currentTarget.value, cart.phone)}
            error={errors.name ? t`Please enter your name.` : undefined}
            data-testid="contact-name"
          />
          <LimitedTextInput
            limit={TEXT_LIMITS.phone}
            label={phoneRequired ? t`Phone` : t`Phone (optional)`}
            description={phoneRequired ? undefined : t`Only to send you a text when your order is ready.`}
            required={phoneRequired}
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
