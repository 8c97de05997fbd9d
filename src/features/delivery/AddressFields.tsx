import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useDeliveryTarget } from './delivery-target.tsx';
import { enabledAddressFields, type AddressErrors } from '../../domain/address.ts';
import type { AddressFieldName } from '../../domain/model.ts';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';

/** Fields that hold a line of text; the others (block, floor…) are short and go two to a row. */
const WIDE_FIELDS: ReadonlySet<AddressFieldName> = new Set(['city', 'street', 'avenue', 'paci', 'note']);

/**
 * The address fields the business switched on (delivery settings, or the shipping form abroad).
 * The required ones (and any already filled) show at once; the optional rest wait behind "More
 * address details", so a phone shows three fields, not eight (issue #32).
 */
export const AddressFields = observer(function AddressFields({
  errors,
}: {
  errors: AddressErrors | undefined;
}) {
  const delivery = useDeliveryTarget();
  const { t } = useLingui();
  const config = delivery.fieldsConfig;
  const labels: Record<AddressFieldName, string> = {
    city: t`City`,
    block: t`Block`,
    street: t`Street`,
    avenue: t`Avenue`,
    building: t`Building`,
    house_number: t`House number`,
    office_number: t`Office number`,
    floor: t`Floor`,
    apartment: t`Apartment`,
    intercom: t`Intercom`,
    parking: t`Parking`,
    postcode: t`Postcode`,
    paci: t`PACI number`,
    note: t`Directions for the driver`,
  };
  const [showAll, setShowAll] = useState(false);
  const fields = enabledAddressFields(config);
  if (fields.length === 0) return null;
  const values = delivery.deliveryForm.fields;
  const shownAtOnce = (name: AddressFieldName) =>
    config?.[name]?.required === true ||
    String(values[name] ?? '').trim() !== '' ||
    errors?.[name] !== undefined;
  const hidden = showAll ? [] : fields.filter((name) => !shownAtOnce(name));
  const shown = fields.filter((name) => !hidden.includes(name));
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="sm">
        {shown.map((name) => (
          <LimitedTextInput
            style={WIDE_FIELDS.has(name) ? { gridColumn: '1 / -1' } : undefined}
            key={name}
            limit={name === 'note' ? TEXT_LIMITS.deliveryNote : TEXT_LIMITS.addressField}
            label={labels[name]}
            required={config?.[name]?.required === true}
            value={delivery.deliveryForm.fields[name] ?? ''}
            onChange={(event) => delivery.setField(name, event.currentTarget.value)}
            error={errors?.[name] ? t`This field is required.` : undefined}
            autoComplete={
              name === 'postcode' ? 'postal-code' : name === 'city' ? 'address-level2' : undefined
            }
            data-testid={`address-${name}`}
          />
        ))}
      </SimpleGrid>
      {hidden.length > 0 && (
        <Button
          variant="subtle"
          onClick={() => setShowAll(true)}
          style={{ alignSelf: 'flex-start' }}
          data-testid="address-more"
        >
          {t`More address details`}
        </Button>
      )}
    </Stack>
  );
});
