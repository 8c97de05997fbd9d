import { Badge, Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';

/** The header's way to the cart on phones, with the number of units in it. */
export const CartButton = observer(function CartButton({ type }: { type: OrderSellingType }) {
  const { cart, business } = useStores();
  const { t, i18n } = useLingui();
  const count = cart.count;
  const countText = i18n.number(count);
  return (
    <Button
      variant="light"
      data-testid="header-cart"
      aria-label={t`Cart: ${countText}`}
      rightSection={
        count > 0 ? (
          <Badge circle size="lg" aria-hidden="true">
            {countText}
          </Badge>
        ) : undefined
      }
      renderRoot={(props) => (
        <Link
          {...props}
          to="/$referenceId/$type/cart"
          params={{ referenceId: business.referenceId ?? '', type }}
        />
      )}
    >
      <Trans>Cart</Trans>
    </Button>
  );
});
