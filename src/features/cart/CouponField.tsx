import { Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { couponProblem, type CouponProblem } from './coupon-problem.ts';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { isolateLtr } from '../../ui/bidi-isolate.ts';
import { cartTotals } from '../../stores/cart-totals.ts';

/** Enter a coupon code; the server checks it and the cart's totals apply its rules. */
export const CouponField = observer(function CouponField({ type }: { type: OrderSellingType }) {
  const { cart, auth } = useStores();
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const errorId = useId();
  const problem = couponProblem({
    couponError: cart.couponError,
    rejection: cart.coupon ? cartTotals(cart, type).couponRejection : null,
    isAuthenticated: auth.isAuthenticated,
  });
  const messages: Record<CouponProblem, string> = {
    'unknown-code': t`This coupon code does not exist or has expired.`,
    'guests-only': t`This coupon is only for orders placed without logging in.`,
    'members-only': t`Log in to use this coupon.`,
    'no-eligible-items': t`This coupon does not apply to the items in your cart.`,
    failed: t`The coupon could not be checked. Please try again.`,
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || checking) return;
    setChecking(true);
    try {
      if (await cart.applyCoupon(code, type)) setCode('');
    } finally {
      setChecking(false);
    }
  };

  if (cart.coupon) {
    return (
      <Group justify="space-between" wrap="nowrap" data-testid="coupon-applied">
        <div>
          <Text fw={600}>
            <Trans>Coupon {isolateLtr(cart.coupon.code)}</Trans>
          </Text>
          {problem ? (
            <Text size="sm" c="red.8" role="alert">
              {messages[problem]}
            </Text>
          ) : (
            <Text size="sm">
              <Trans>Applied to your order.</Trans>
            </Text>
          )}
        </div>
        <Button variant="subtle" onClick={cart.removeCoupon}>
          <Trans>Remove coupon</Trans>
        </Button>
      </Group>
    );
  }

  return (
    <form onSubmit={(event) => void apply(event)} noValidate>
      <Group align="flex-end" wrap="nowrap">
        <LimitedTextInput
          limit={TEXT_LIMITS.couponCode}
          flex={1}
          label={t`Coupon code`}
          entry="code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (cart.couponError) cart.removeCoupon();
          }}
          error={problem !== null}
          aria-describedby={problem ? errorId : undefined}
          data-testid="coupon-input"
        />
        <Button type="submit" loading={checking} disabled={code.trim() === ''}>
          <Trans>Apply</Trans>
        </Button>
      </Group>
      {problem && (
        <Text id={errorId} size="sm" c="red.8" mt={4} role="alert" data-testid="coupon-error">
          {messages[problem]}
        </Text>
      )}
    </form>
  );
});
