import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { RESERVATION_NOTE_MAX_LENGTH } from '../../domain/reservation.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LimitedTextarea } from '../../ui/LimitedText.tsx';

/** The reservation's note, limited as the contract limits it; counted near the limit, never cut. */
export const NoteField = observer(function NoteField() {
  const { reservations } = useStores();
  const { t } = useLingui();
  const { draft } = reservations;
  return (
    <LimitedTextarea
      limit={RESERVATION_NOTE_MAX_LENGTH}
      label={t`Note (optional)`}
      placeholder={t`An occasion, a high chair, an allergy…`}
      rows={3}
      value={draft.note}
      onChange={(event) => draft.setNote(event.currentTarget.value)}
      data-testid="reservation-note"
    />
  );
});
