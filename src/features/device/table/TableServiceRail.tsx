import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { formatTime } from '../../../i18n/date-format.ts';
import { useStores } from '../../../stores/store-context.tsx';
import type { TableCall } from '../../../stores/table-call.ts';
import { BellIcon, CardIcon, CheckIcon, ListIcon, ReceiptIcon } from './TableIcons.tsx';
import classes from './TableServiceRail.module.css';

/**
 * A table tablet's slim rail along every screen: call the waiter, ask for the bill (each reads as
 * confirmed with the time it was made, "A waiter is on the way · 12:03", until the staff
 * acknowledge it, and can be taken back; a failed call says so and can be tried again), pay the
 * bill, and this table's orders.
 */
export const TableServiceRail = observer(function TableServiceRail() {
  const stores = useStores();
  const { business, preferences } = stores;
  const { t } = useLingui();
  const sitting = stores.tableSittingIfLoaded;
  const referenceId = business.referenceId ?? '';

  useEffect(() => {
    void stores.loadTableSitting().catch(() => undefined);
  }, [stores]);

  const at = (call: TableCall | undefined) =>
    call?.calledAt
      ? formatTime(call.calledAt, {
          language: preferences.language,
          countryCode: business.business?.country_code,
          timeZone: business.timeZone,
        })
      : '';
  const waiterAt = at(sitting?.waiter);
  const billAt = at(sitting?.bill);
  const failed = sitting?.waiter.phase === 'failed' || sitting?.bill.phase === 'failed';
  const cancelFailed = sitting?.waiter.cancelFailed === true || sitting?.bill.cancelFailed === true;
  return (
    <nav aria-label={t`Table service`} className={classes.rail} data-testid="table-service">
      <CallControl
        call={sitting?.waiter ?? null}
        onCall={() => void sitting?.callWaiter()}
        onCancel={() => sitting && void sitting.cancelCall(sitting.waiter)}
        icon={<BellIcon />}
        label={t`Call the waiter`}
        confirmed={waiterAt ? t`A waiter is on the way · ${waiterAt}` : t`A waiter is on the way`}
        cancelLabel={t`Cancel the call`}
        testId="table-call-waiter"
      />
      <CallControl
        call={sitting?.bill ?? null}
        onCall={() => void sitting?.askForBill()}
        onCancel={() => sitting && void sitting.cancelCall(sitting.bill)}
        icon={<ReceiptIcon />}
        label={t`Ask for the bill`}
        confirmed={billAt ? t`The bill is on its way · ${billAt}` : t`The bill is on its way`}
        cancelLabel={t`Cancel the request`}
        testId="table-ask-bill"
      />
      <Link
        to="/$referenceId/table-bill/$billId"
        params={{ referenceId, billId: 'sitting' }}
        className={classes.action}
        data-testid="table-pay-bill"
      >
        <CardIcon />
        <span>{t`Pay the bill`}</span>
      </Link>
      <Link
        to="/$referenceId/table"
        params={{ referenceId }}
        className={classes.action}
        data-testid="table-orders-link"
      >
        <ListIcon />
        <span>{t`This table's orders`}</span>
      </Link>
      <div aria-live="polite" role="status">
        {failed && (
          <p className={classes.problem} data-testid="table-call-failed">
            {t`The staff could not be reached. Please try again.`}
          </p>
        )}
        {cancelFailed && (
          <p className={classes.problem} data-testid="table-cancel-failed">
            {t`The call could not be taken back. Please try again.`}
          </p>
        )}
      </div>
    </nav>
  );
});

const CallControl = observer(function CallControl({
  call,
  onCall,
  onCancel,
  icon,
  label,
  confirmed,
  cancelLabel,
  testId,
}: {
  call: TableCall | null;
  onCall: () => void;
  onCancel: () => void;
  icon: ReactNode;
  label: string;
  confirmed: string;
  cancelLabel: string;
  testId: string;
}) {
  const phase = call?.phase ?? 'loading';
  const onItsWay = phase === 'waiting' || phase === 'cancelling';
  // On its way the control is a confirmation (a tick, the words and the time), not a greyed-out
  // button, and makes no second call (the store would refuse one anyway); Cancel takes it back.
  return (
    <>
      <button
        type="button"
        className={classes.action}
        data-variant={onItsWay ? undefined : 'filled'}
        data-state={phase}
        onClick={call?.isWaiting ? undefined : onCall}
        disabled={call === null}
        aria-disabled={call?.isWaiting || undefined}
        data-testid={testId}
      >
        {onItsWay ? <CheckIcon /> : icon}
        <span>{onItsWay ? confirmed : label}</span>
      </button>
      {onItsWay && (
        <button
          type="button"
          className={classes.cancel}
          onClick={onCancel}
          disabled={phase === 'cancelling'}
          data-testid={`${testId}-cancel`}
        >
          {cancelLabel}
        </button>
      )}
    </>
  );
});
