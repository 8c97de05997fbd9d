import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useDeliveryTarget } from './delivery-target.tsx';
import { useStores } from '../../stores/store-context.tsx';
import { LazySelect } from '../../ui/LazySelect.tsx';
import { useLocalized } from '../cart/use-localized.ts';

/** Where the order goes: the business's own country (local delivery) or one it ships to. */
export const ShippingCountryPicker = observer(function ShippingCountryPicker({ error }: { error?: string }) {
  const { business } = useStores();
  const delivery = useDeliveryTarget();
  const { t } = useLingui();
  const text = useLocalized();
  const home = business.business?.country_code ?? '';
  const data = [
    { value: '', label: t`Local delivery` },
    ...delivery.countries
      .filter((country) => country.country_iso !== home)
      .map((country) => ({ value: country.country_iso, label: text(country.country) })),
  ];
  return (
    <LazySelect
      label={t`Deliver to`}
      data={data}
      value={delivery.isShipping ? (delivery.selectedCountry?.country_iso ?? '') : ''}
      onChange={(value) => delivery.selectCountry(value ? value : null)}
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="country-picker"
    />
  );
});
