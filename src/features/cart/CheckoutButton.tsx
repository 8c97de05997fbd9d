import { Button, type ButtonProps } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderSellingType } from '../../domain/model.ts';

interface CheckoutButtonProps extends Pick<ButtonProps, 'size'> {
  referenceId: string;
  type: OrderSellingType;
  /** Shown but not followable while the cart cannot be ordered (closed, below the minimum). */
  disabled?: boolean;
  testId: string;
}

export function CheckoutButton({ referenceId, type, disabled = false, testId, size }: CheckoutButtonProps) {
  const label = <Trans>Go to checkout</Trans>;
  if (disabled) {
    return (
      <Button size={size} fullWidth disabled data-testid={testId}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      size={size}
      fullWidth
      data-testid={testId}
      renderRoot={(props) => (
        <Link {...props} to="/$referenceId/$type/checkout" params={{ referenceId, type }} />
      )}
    >
      {label}
    </Button>
  );
}
