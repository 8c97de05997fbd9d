import { SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useDeliveryTarget } from './delivery-target.tsx';
import { enabledAddressFields, type AddressErrors } from '../../domain/address.ts';
import type { AddressFieldName } from '../../domain/model.ts';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';

/** The address fields the business switched on (delivery settings, or the shipping form abroad). */
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
  const fields = enabledAddressFields(config);
  if (fields.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {fields.map((name) => (
        <LimitedTextInput
          key={name}
          limit={name === 'note' ? TEXT_LIMITS.deliveryNote : TEXT_LIMITS.addressField}
          label={labels[name]}
          required={config?.[name]?.required === true}
          value={delivery.deliveryForm.fields[name] ?? ''}
          onChange={(event) => delivery.setField(name, event.currentTarget.value)}
          error={errors?.[name] ? t`This field is required.` : undefined}
          autoComplete={name === 'postcode' ? 'postal-code' : name === 'city' ? 'address-level2' : undefined}
          data-testid={`address-${name}`}
        />
      ))}
    </SimpleGrid>
  );
});
