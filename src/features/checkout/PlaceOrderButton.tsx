import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Minor } from '../../domain/model.ts';
import { Price } from '../../ui/Price.tsx';

export interface PlaceOrderButtonProps {
  total: Minor;
  currency: string;
  /** Sends the order; resolves when the attempt is over (placed or failed). */
  onPlace: () => Promise<unknown>;
  /** The store is already sending (e.g. a retry started elsewhere). */
  busy?: boolean;
  disabled?: boolean;
}

/**
 * The one button that sends money. A double tap (or a tap while a retry runs) does nothing more:
 * the click is ignored while an attempt is under way, and the store sends one attempt only.
 */
export function PlaceOrderButton({
  total,
  currency,
  onPlace,
  busy = false,
  disabled = false,
}: PlaceOrderButtonProps) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const place = () => {
    if (running.current || busy) return;
    running.current = true;
    setPending(true);
    void onPlace().finally(() => {
      running.current = false;
      setPending(false);
    });
  };
  return (
    <Button
      size="lg"
      fullWidth
      onClick={place}
      loading={pending || busy}
      disabled={disabled}
      data-testid="place-order"
    >
      <Trans>
        Place order · <Price amount={total} currency={currency} />
      </Trans>
    </Button>
  );
}
