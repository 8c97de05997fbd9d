import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { opensAtText } from './opens-at-text.ts';
import { sellingTypeState, type SellingTypeState } from './selling-type-state.ts';
import classes from './SellingTypeStatus.module.css';

/** The selling type's open state from the current branch's shifts. */
export function useSellingTypeState(type: OrderSellingType): SellingTypeState {
  const { shiftsIfLoaded: shifts, business, deliveryIfLoaded } = useStores();
  return sellingTypeState({
    // Until their store has loaded the hours are unknown, as before their call answers.
    shifts: shifts?.state === 'fetched' ? shifts.schedule : null,
    type,
    scheduledOrders: business.business?.checkout[type].scheduled_orders ?? null,
    // Before its store loads, no country to ship to is chosen (RootStore.deliveryIfLoaded).
    shipping: type === 'delivery' && deliveryIfLoaded?.isShipping === true,
  });
}

/** "Open", "Closed — opens at 10:00" or "Orders for later only", under a selling type. */
export const SellingTypeStatus = observer(function SellingTypeStatus({ type }: { type: OrderSellingType }) {
  const { business, preferences, deps } = useStores();
  const state = useSellingTypeState(type);
  const opensAt =
    state.kind !== 'open' && state.opensAt
      ? opensAtText(state.opensAt, deps.clock.now(), {
          language: preferences.language,
          countryCode: business.business?.country_code,
          timeZone: business.timeZone,
        })
      : '';
  // The dot's colour only repeats what the words say (colour alone must not carry meaning).
  return (
    <Text
      size="sm"
      fw={500}
      className={classes.status}
      data-testid={`status-${type}`}
      data-state={state.kind}
    >
      <span className={classes.dot} data-state={state.kind} aria-hidden="true" />
      {state.kind === 'open' && <Trans>Open now</Trans>}
      {state.kind === 'schedule-only' &&
        (opensAt ? (
          <Trans>Orders for later only — opens {opensAt}</Trans>
        ) : (
          <Trans>Orders for later only</Trans>
        ))}
      {state.kind === 'closed' &&
        (opensAt ? <Trans>Closed — opens {opensAt}</Trans> : <Trans>Closed now</Trans>)}
    </Text>
  );
});
