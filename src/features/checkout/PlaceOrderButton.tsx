import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
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
  /** The id of what says why it cannot be pressed yet (the minimum order's hint). */
  describedBy?: string;
  /** Its words and the price ("Send to kitchen · KWD 2.750" on a table tablet); "Place order · …" by default. */
  label?: ReactNode;
  testId?: string;
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
  describedBy,
  label,
  testId = 'place-order',
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
      data-testid={testId}
      aria-describedby={describedBy}
      // The amount takes the button's own size (a Price is the body size by default).
      style={{ '--text-fz': '1em', '--text-lh': 'inherit' } as CSSProperties}
    >
      {/* One span: Mantine's button label is a flex box, which dropped the space between the text
          and the price ("Place order ·KWD 5.004"); inside one inline box the space stays. */}
      <span>
        {label ?? (
          <Trans>
            Place order · <Price amount={total} currency={currency} />
          </Trans>
        )}
      </span>
    </Button>
  );
}
