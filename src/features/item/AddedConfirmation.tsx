import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import classes from './ItemScreen.module.css';

interface AddedConfirmationProps {
  quantity: number;
  name: string;
  referenceId: string;
  sellingType: OrderSellingType;
}

/** "Added 2 × Hummus to your cart", with the ways on: the cart, or more of the menu. */
export function AddedConfirmation({ quantity, name, referenceId, sellingType }: AddedConfirmationProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form was reset; the confirmation takes focus so the next Tab leads on from it.
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      variant="light"
      color="green"
      role="status"
      className={classes.confirmation}
      data-testid="added-confirmation"
    >
      <Text fw={600}>
        <Trans>
          Added {quantity} × {name} to your cart.
        </Trans>
      </Text>
      <Group gap="lg" mt="xs">
        <Anchor
          className={classes.link}
          renderRoot={(props) => (
            <Link {...props} to="/$referenceId/$type/cart" params={{ referenceId, type: sellingType }} />
          )}
        >
          <Trans>View the cart</Trans>
        </Anchor>
        <Anchor
          className={classes.link}
          renderRoot={(props) => (
            <Link {...props} to="/$referenceId/$type" params={{ referenceId, type: sellingType }} />
          )}
        >
          <Trans>Back to the menu</Trans>
        </Anchor>
      </Group>
    </Alert>
  );
}
