import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { BranchOpenState } from '../../domain/branch-hours.ts';
import type { DateFormatContext } from '../../i18n/date-format.ts';
import { opensAtText } from '../home/opens-at-text.ts';
import classes from '../home/SellingTypeStatus.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

interface BranchStatusProps {
  state: BranchOpenState;
  nowMs: number;
  dates: DateFormatContext;
}

/** "Open now — closes 23:00" or "Closed — opens Wed 10:00" for a branch; nothing when unknown. */
export function BranchStatus({ state, nowMs, dates }: BranchStatusProps) {
  if (state.kind === 'unknown') return null;
  const when = state.kind === 'open' ? state.closesAt : state.opensAt;
  // An open branch closes within the day, so its closing time needs no date even after midnight:
  // read against the closing itself, opensAtText gives the time alone.
  const closingWithinADay = state.kind === 'open' && when !== null && Date.parse(when) - nowMs < DAY_MS;
  const at = when ? opensAtText(when, closingWithinADay ? Date.parse(when) : nowMs, dates) : '';
  // The dot's colour only repeats what the words say (colour alone must not carry meaning).
  return (
    <Text size="sm" fw={500} className={classes.status} data-testid="branch-status" data-state={state.kind}>
      <span className={classes.dot} data-state={state.kind} aria-hidden="true" />
      {state.kind === 'open' &&
        (at ? <Trans>Open now — closes {at}</Trans> : <Trans>Open around the clock</Trans>)}
      {state.kind === 'closed' && (at ? <Trans>Closed — opens {at}</Trans> : <Trans>Closed now</Trans>)}
    </Text>
  );
}
