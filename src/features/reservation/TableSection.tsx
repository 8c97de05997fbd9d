import '@mantine/core/styles/Radio.css';
import { Radio, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { Table } from '../../api/types.ts';
import { tablesForParty } from '../../domain/reservation.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useBusinessWord, useLocalized } from '../cart/use-localized.ts';

/** The tables free at the chosen moment with seats for the party, named with the business's labels. */
export const TableSection = observer(function TableSection({ error }: { error?: 'required' }) {
  const { reservations, business } = useStores();
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const word = useBusinessWord();
  const { draft, tables } = reservations;
  const guests = draft.guests;
  const labels = business.business?.labels;
  const tableWord = word(labels?.table) || t`Table`;
  const floorWord = word(labels?.floor) || t`Floor`;
  const free: Table[] = tables ? tablesForParty(tables, draft.guests) : [];
  const chosen = free.some((table) => table.id === draft.tableId) ? String(draft.tableId) : null;

  let body;
  if (!draft.date || !draft.time) {
    body = <Text>{t`Choose a day and a time to see the free tables.`}</Text>;
  } else if (reservations.tablesFailed) {
    body = (
      <Text role="alert">{t`The tables could not be loaded. Please check your connection and try again.`}</Text>
    );
  } else if (!tables) {
    body = <Text role="status">{t`Looking for free tables…`}</Text>;
  } else if (free.length === 0) {
    body = (
      <Text role="status" data-testid="no-free-tables">
        {t({
          message: plural(guests, {
            one: 'No table is free for # guest at that time. Please choose another time.',
            other: 'No table is free for # guests at that time. Please choose another time.',
          }),
        })}
      </Text>
    );
  } else {
    body = (
      <Radio.Group
        label={tableWord}
        value={chosen}
        onChange={(value) => draft.setTable(Number(value))}
        error={error ? t`Please choose a table.` : undefined}
        data-testid="reservation-tables"
      >
        <Stack gap="sm" mt="xs">
          {free.map((table) => {
            const seats = i18n.number(table.capacity);
            const floor = text(table.floor);
            return (
              <Radio
                key={table.id}
                value={String(table.id)}
                data-table-id={table.id}
                label={text(table.name)}
                description={floor ? t`${floorWord}: ${floor} · ${seats} seats` : t`${seats} seats`}
              />
            );
          })}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="table-title">
      <Title order={2} size="h3" id="table-title">
        {tableWord}
      </Title>
      {body}
    </Stack>
  );
});
