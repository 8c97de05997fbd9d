import { Button, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';

interface EditCartButtonProps extends Pick<ButtonProps, 'variant' | 'fullWidth'> {
  referenceId: string;
  type: OrderSellingType;
  children: ReactNode;
}

/** Back to the cart to change it; `edit` keeps a fast-checkout business from skipping the cart page. */
export function EditCartButton({ referenceId, type, children, ...buttonProps }: EditCartButtonProps) {
  return (
    <Button
      {...buttonProps}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/$referenceId/$type/cart"
          params={{ referenceId, type }}
          search={{ edit: true }}
        />
      )}
    >
      {children}
    </Button>
  );
}
