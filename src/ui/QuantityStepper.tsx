import { ActionIcon, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { DEFAULT_MIN_QUANTITY } from '../domain/cart-lines.ts';
import { usePressRepeat } from './use-press-repeat.ts';
import classes from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Spec §5: default 1. */
  min?: number;
  /** Spec §5: no limit by default; pass quantityBounds(priceLabel).max for a price option. */
  max?: number;
  /** What is being counted, for screen readers ("Quantity of Falafel wrap"); default "Quantity". */
  label?: string;
  disabled?: boolean;
}

/** − value + with step 1; holding a button keeps stepping every 200 ms (spec §9). */
export function QuantityStepper({
  value,
  onChange,
  min = DEFAULT_MIN_QUANTITY,
  max = Number.POSITIVE_INFINITY,
  label,
  disabled = false,
}: QuantityStepperProps) {
  const { t, i18n } = useLingui();
  // A hold steps faster than the parent may re-render, so steps count from the last value sent;
  // every render re-syncs it with what the parent actually kept.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  });

  const stepBy = (delta: 1 | -1) => (): boolean => {
    const next = Math.min(max, Math.max(min, current.current + delta));
    if (next === current.current) return false;
    current.current = next;
    onChange(next);
    return delta > 0 ? next < max : next > min;
  };
  const decrease = usePressRepeat(stepBy(-1));
  const increase = usePressRepeat(stepBy(1));

  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label ?? t`Quantity`} className={classes.stepper}>
      <ActionIcon
        variant="default"
        radius="xl"
        className={classes.button}
        aria-label={t`Decrease quantity`}
        disabled={disabled || value <= min}
        {...decrease}
      >
        <svg viewBox="0 0 24 24" width="50%" height="50%" aria-hidden="true" focusable="false">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </ActionIcon>
      <Text component="output" aria-live="polite" aria-atomic="true" fw={600} className={classes.value}>
        {i18n.number(value)}
      </Text>
      <ActionIcon
        variant="default"
        radius="xl"
        className={classes.button}
        aria-label={t`Increase quantity`}
        disabled={disabled || value >= max}
        {...increase}
      >
        <svg viewBox="0 0 24 24" width="50%" height="50%" aria-hidden="true" focusable="false">
          <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </ActionIcon>
    </Group>
  );
}
