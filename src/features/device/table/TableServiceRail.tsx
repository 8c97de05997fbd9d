import { Alert, Button, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../../stores/store-context.tsx';
import type { TableCall } from '../../../stores/table-call.ts';
import classes from './TableServiceRail.module.css';

/**
 * A table tablet's own controls beside every screen: call the waiter, ask for the bill (each says
 * "called" until the staff acknowledge it, and a failed call says so and can be tried again) and
 * the way to this table's orders.
 */
export const TableServiceRail = observer(function TableServiceRail() {
  const stores = useStores();
  const { t } = useLingui();
  const sitting = stores.tableSittingIfLoaded;
  const referenceId = stores.business.referenceId ?? '';

  useEffect(() => {
    void stores.loadTableSitting().catch(() => undefined);
  }, [stores]);

  const failed = sitting?.waiter.phase === 'failed' || sitting?.bill.phase === 'failed';
  return (
    <nav aria-label={t`Table service`} className={classes.rail} data-testid="table-service">
      <Stack gap="sm">
        <CallButton
          call={sitting?.waiter ?? null}
          onCall={() => void sitting?.callWaiter()}
          label={t`Call the waiter`}
          waitingLabel={t`Waiter called`}
          testId="table-call-waiter"
        />
        <CallButton
          call={sitting?.bill ?? null}
          onCall={() => void sitting?.askForBill()}
          label={t`Ask for the bill`}
          waitingLabel={t`Bill asked for`}
          testId="table-ask-bill"
        />
        <Button
          size="lg"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/$referenceId/table-bill/$billId"
              params={{ referenceId, billId: 'sitting' }}
            />
          )}
          data-testid="table-pay-bill"
        >
          {t`Pay the bill`}
        </Button>
        <Button
          size="lg"
          variant="default"
          renderRoot={(props) => <Link {...props} to="/$referenceId/table" params={{ referenceId }} />}
          data-testid="table-orders-link"
        >
          {t`This table's orders`}
        </Button>
        <div aria-live="polite" role="status">
          {failed && (
            <Alert color="red" data-testid="table-call-failed">
              {t`The staff could not be reached. Please try again.`}
            </Alert>
          )}
        </div>
      </Stack>
    </nav>
  );
});

const CallButton = observer(function CallButton({
  call,
  onCall,
  label,
  waitingLabel,
  testId,
}: {
  call: TableCall | null;
  onCall: () => void;
  label: string;
  waitingLabel: string;
  testId: string;
}) {
  const waiting = call?.isWaiting ?? false;
  // While the staff are on their way the button reads as a plain, legible notice (not the greyed
  // disabled look) and makes no second call; the store would refuse one anyway.
  return (
    <Button
      size="lg"
      variant={waiting ? 'default' : 'filled'}
      onClick={waiting ? undefined : onCall}
      disabled={call === null}
      aria-disabled={waiting || undefined}
      data-state={call?.phase ?? 'loading'}
      data-testid={testId}
    >
      <Text inherit>{waiting ? waitingLabel : label}</Text>
    </Button>
  );
});
