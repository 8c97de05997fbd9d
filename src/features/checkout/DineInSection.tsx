import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { Table } from '../../api/types.ts';
import type { CheckoutErrors } from '../../domain/checkout-form.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LazySelect } from '../../ui/LazySelect.tsx';
import { useBusinessWord, useLocalized } from '../cart/use-localized.ts';
import { sellingTypeLabel } from '../home/selling-type-labels.ts';

/** The table to bring the order to, in the business's own words for table and floor. */
export const DineInSection = observer(function DineInSection({
  tables,
  errors,
}: {
  tables: Table[] | null;
  errors: Pick<CheckoutErrors, 'table'>;
}) {
  const { cart, business, device, branchContent } = useStores();
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const word = useBusinessWord();
  const labels = business.business?.labels;
  const tableWord = word(labels?.table) || t`Table`;
  const floorWord = word(labels?.floor) || t`Floor`;
  const data = (tables ?? []).map((table) => {
    const floor = text(table.floor);
    return {
      value: String(table.id),
      label: floor ? `${text(table.name)} · ${floorWord}: ${floor}` : text(table.name),
    };
  });
  // A table tablet's table was chosen by staff: guests see it, they cannot change it.
  const boundTable = device.boundTableId;
  const boundLabel =
    boundTable === null
      ? null
      : (data.find((option) => option.value === String(boundTable))?.label ?? `${tableWord} ${boundTable}`);

  // A kiosk with no table to choose calls the order out: its heading is how the customer eats.
  const calledOut = device.isKiosk && boundLabel === null && data.length === 0 && cart.table === null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="table-title">
      <Title order={2} size="h3" id="table-title">
        {calledOut ? i18n._(sellingTypeLabel('dine_in', device)) : tableWord}
      </Title>
      {boundLabel !== null ? (
        <Text size="lg" fw={600} data-testid="table-bound">
          {boundLabel}
        </Text>
      ) : data.length > 0 ? (
        // The section's heading names the picker: one "Table", not a heading over a "Table *" label.
        <LazySelect
          aria-labelledby="table-title"
          placeholder={t`Choose your ${tableWord}`}
          data={data}
          value={cart.table === null ? null : String(cart.table)}
          onChange={(value) => cart.setTable(value === null ? null : Number(value))}
          required
          searchable
          error={errors.table ? t`Please choose where you are sitting.` : undefined}
          comboboxProps={{ withinPortal: true }}
          data-testid="table-picker"
        />
      ) : cart.table === null && !device.isKiosk && branchContent.tablesFailed ? (
        // Without the tables the customer cannot say where they sit: never "called out" instead.
        <Alert color="red" variant="light" role="alert" data-testid="tables-error">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t`The tables could not be loaded. Please check your connection and try again.`}</Text>
            <Button variant="light" color="red" onClick={() => void branchContent.loadTables()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : cart.table !== null ? (
        <Text data-testid="table-from-link">
          {tableWord} {cart.table}
        </Text>
      ) : (
        <Text>{t`Your order will be called out when it is ready.`}</Text>
      )}
    </Stack>
  );
});
