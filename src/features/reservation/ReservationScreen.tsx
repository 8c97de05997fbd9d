import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { checkPhone } from '../../domain/phone.ts';
import { isReservableSlot } from '../../domain/reservation-slots.ts';
import { hasReservationFormErrors, validateReservationForm } from '../../domain/reservation-form.ts';
import type { ReserveType } from '../../domain/reservation-offer.ts';
import { tablesForParty } from '../../domain/reservation.ts';
import { useStores } from '../../stores/store-context.tsx';
import { ContactSection } from '../checkout/ContactSection.tsx';
import { offeredPaymentMethods, paymentTypeToUse } from '../checkout/payment-methods.ts';
import { PaymentSection } from '../checkout/PaymentSection.tsx';
import { NoteField } from './NoteField.tsx';
import { PartySection } from './PartySection.tsx';
import { PreOrderSection } from './PreOrderSection.tsx';
import { RESERVE_TYPE_LABEL } from './reservation-labels.ts';
import { ReservationErrorNotice } from './ReservationErrorNotice.tsx';
import { TableSection } from './TableSection.tsx';
import { useReservationSlots } from './use-reservation-slots.ts';
import { WhenSection } from './WhenSection.tsx';
import classes from './ReservationScreen.module.css';
import type { MadeReservation } from '../../stores/reservation-store.ts';
import { UnresolvedSubmitNotice } from '../checkout/UnresolvedSubmitNotice.tsx';
import { useAutomaticResolution } from '../checkout/use-automatic-resolution.ts';
import { usePaymentPage } from '../checkout/use-payment-page.ts';

/** The reservation form: party, day and time, table, pre-order, who, note, and the one button. */
export const ReservationScreen = observer(function ReservationScreen({
  reserveType,
}: {
  reserveType: ReserveType;
}) {
  const stores = useStores();
  const { reservations, business, auth, reservationCart: cart } = stores;
  const { draft } = reservations;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const goToPayment = usePaymentPage();
  const [showErrors, setShowErrors] = useState(false);
  const slots = useReservationSlots();
  const referenceId = business.referenceId ?? '';
  const withTable = reserveType === 'table' && reservations.settings?.with_table === true;
  const withOrder = reservations.takesOrder;
  const methods = offeredPaymentMethods(business.business?.payment_methods ?? [], 'dine_in', null);
  const usePaymentType = paymentTypeToUse(cart.payment_type, methods);

  useEffect(() => draft.start(reserveType), [draft, reserveType]);
  useEffect(() => reservations.clearError, [reservations]);
  useEffect(() => {
    if (usePaymentType !== null && usePaymentType !== cart.payment_type) cart.setPaymentType(usePaymentType);
  }, [cart, usePaymentType]);
  // The free tables follow the moment and the party.
  useEffect(() => {
    if (!withTable) return;
    return reaction(
      () => [draft.date, draft.time, draft.guests],
      () => void reservations.loadTables(),
      { fireImmediately: true },
    );
  }, [draft, reservations, withTable]);

  const free = reservations.tables ? tablesForParty(reservations.tables, draft.guests) : [];
  const user = auth.isAuthenticated ? auth.user : null;
  const errors = validateReservationForm({
    guests: draft.guests,
    bounds: reservations.guestBounds,
    date: draft.date,
    time: draft.time,
    slotAvailable: isReservableSlot(
      slots,
      draft.date && draft.time ? { date: draft.date, time: draft.time } : null,
    ),
    tableRequired: withTable,
    tableId: draft.tableId,
    freeTableIds: free.map((table) => table.id),
    contact: user ? null : { name: cart.name, phone: cart.phone },
    businessCountry: business.business?.country_code,
    note: draft.note,
  });
  const shown = showErrors ? errors : {};

  const submit = async () => {
    if (reservations.outcomeUnknown) return goToMade(await reservations.create(draftDetails()));
    setShowErrors(true);
    if (hasReservationFormErrors(errors)) {
      document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
      return;
    }
    if (!user) {
      const phone = checkPhone(cart.phone, business.business?.country_code);
      cart.setContact(cart.name.trim(), phone.ok ? phone.e164 : cart.phone);
    }
    await goToMade(await reservations.create(draftDetails()));
  };

  const draftDetails = () => ({
    reserve_type: reserveType,
    date: draft.date ?? '',
    time: draft.time ?? '',
    guests: draft.guests,
    table_id: withTable ? draft.tableId : null,
    note: draft.note.trim() || null,
  });

  const goToMade = async (made: MadeReservation | null) => {
    if (!made || (await goToPayment(made.paymentUrl))) return;
    await navigate({
      to: '/$referenceId/reservation/success/$reservationId',
      params: { referenceId, reservationId: String(made.reservation.id) },
    });
  };

  const resolution = useAutomaticResolution(reservations.outcomeUnknown, reservations.submitting, submit);
  return (
    <Stack gap="xl" className={classes.page} data-testid="reservation-form">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{i18n._(RESERVE_TYPE_LABEL[reserveType])}</Title>
        {user && (
          <Button
            variant="subtle"
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/reservation/history" params={{ referenceId }} />
            )}
          >
            <Trans>My reservations</Trans>
          </Button>
        )}
      </Group>
      <PartySection />
      <WhenSection slots={slots} error={shown.when} />
      {withTable && <TableSection error={shown.table} />}
      {withOrder && <PreOrderSection />}
      <ContactSection errors={{ name: shown.name, phone: shown.phone }} cart={cart} />
      <NoteField />
      {withOrder && !cart.isEmpty && <PaymentSection methods={methods} cart={cart} />}
      {reservations.taken && (
        <Alert color="orange" role="alert" data-testid="reservation-taken">
          {withTable
            ? t`This table has just been reserved by someone else for that time. Please choose another table or time; the rest of your reservation is kept.`
            : t`This time has just been taken. Please choose another time; the rest of your reservation is kept.`}
        </Alert>
      )}
      {showErrors && hasReservationFormErrors(errors) && (
        <Alert color="red" role="alert" data-testid="reservation-invalid">
          {t`Please check the highlighted fields.`}
        </Alert>
      )}
      {reservations.outcomeUnknown ? (
        <UnresolvedSubmitNotice
          subject="reservation"
          checking={reservations.submitting}
          exhausted={resolution.exhausted}
          onCheck={() => void submit()}
        />
      ) : (
        reservations.error && (
          <ReservationErrorNotice error={reservations.error} onRetry={() => void submit()} />
        )
      )}
      <Stack gap={4}>
        <Button
          size="lg"
          fullWidth
          onClick={() => void submit()}
          loading={reservations.submitting}
          disabled={reservations.outcomeUnknown}
          data-testid="reserve-submit"
        >
          <Trans>Confirm reservation</Trans>
        </Button>
      </Stack>
    </Stack>
  );
});
