import { Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { RESERVATION_NOTE_COUNTER_FROM, RESERVATION_NOTE_MAX_LENGTH } from '../../domain/reservation.ts';
import { useStores } from '../../stores/store-context.tsx';

/** The reservation's note, limited as the contract limits it; a counter shows near the limit. */
export const NoteField = observer(function NoteField() {
  const { reservations } = useStores();
  const { t, i18n } = useLingui();
  const { draft } = reservations;
  const left = i18n.number(RESERVATION_NOTE_MAX_LENGTH - draft.note.length);
  const counter =
    draft.note.length >= RESERVATION_NOTE_COUNTER_FROM ? (
      <Text size="sm" aria-live="polite" data-testid="note-counter">
        {t`${left} characters left`}
      </Text>
    ) : undefined;
  return (
    <Textarea
      label={t`Note (optional)`}
      placeholder={t`An occasion, a high chair, an allergy…`}

      rows={3}
      maxLength={RESERVATION_NOTE_MAX_LENGTH}
      value={draft.note}
      onChange={(event) => draft.setNote(event.currentTarget.value)}
      description={counter}
      data-testid="reservation-note"
    />
  );
});
