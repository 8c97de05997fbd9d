import '@mantine/core/styles/Rating.css';
import { Rating as MantineRating, useMantineTheme, type MantineSize } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ChangeEvent } from 'react';

/** Spec §5: five stars by default. */
export const DEFAULT_STAR_COUNT = 5;

interface CommonRatingProps {
  value: number;
  count?: number;
  /** Spec §5: half steps where the business allows them. */
  allowHalf?: boolean;
  /** Default: small when only shown; as an input, big enough to tap (32 px; 48 px in the touch layout). */
  size?: MantineSize | number;
}

export interface RatingInputProps extends CommonRatingProps {
  readOnly?: false;
  onChange: (value: number) => void;
  /** The question being answered, e.g. "How was your order?"; default "Rating". */
  label?: string;
}

export interface RatingDisplayProps extends CommonRatingProps {
  readOnly: true;
}

export type RatingProps = RatingInputProps | RatingDisplayProps;

/**
 * Stars to give (a radio group: arrow keys move, each star is named "3 stars") or to show (one
 * image named "Rated 3.5 out of 5").
 */
export function Rating(props: RatingProps) {
  if (props.readOnly) return <RatingDisplay {...props} />;
  return <RatingInput {...props} />;
}

function RatingDisplay({ value, count = DEFAULT_STAR_COUNT, allowHalf, size }: RatingDisplayProps) {
  const { t } = useLingui();
  return (
    <MantineRating
      readOnly
      value={value}
      count={count}
      fractions={allowHalf ? 2 : 1}
      size={size}
      role="img"
      aria-label={t`Rated ${value} out of ${count}`}
    />
  );
}

function RatingInput({
  value,
  onChange,
  count = DEFAULT_STAR_COUNT,
  allowHalf,
  size,
  label,
}: RatingInputProps) {
  const { t } = useLingui();
  const touch = useMantineTheme().other.layout === 'touch';
  // Mantine commits a star only on a click of its picture or on Enter/Space; a radio changed by
  // arrow keys or by a screen reader's activation (a click on the hidden input) would only be
  // previewed. Committing every radio change as well fixes that; `current` drops the duplicate
  // that a click on the picture produces (its own commit plus the input's change).
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  });
  const commit = (next: number) => {
    if (next === current.current) return;
    current.current = next;
    onChange(next);
  };
  const commitRadio = (event: ChangeEvent<HTMLDivElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type === 'radio' && target.checked) commit(Number.parseFloat(target.value));
  };
  const starsLabel = (stars: number) => t({ message: plural(stars, { one: '# star', other: '# stars' }) });
  return (
    <MantineRating
      value={value}
      onChange={commit}
      onChangeCapture={commitRadio}
      count={count}
      fractions={allowHalf ? 2 : 1}
      size={size ?? (touch ? 48 : 'xl')}
      role="radiogroup"
      aria-label={label ?? t`Rating`}
      getSymbolLabel={(stars) => (stars === 0 ? t`No rating` : starsLabel(stars))}
    />
  );
}
