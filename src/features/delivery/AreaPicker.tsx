import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useDeliveryTarget } from './delivery-target.tsx';
import { zonesOfBranch } from '../../domain/delivery.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LazySelect } from '../../ui/LazySelect.tsx';
import { useLocalized } from '../cart/use-localized.ts';

/**
 * Choose the delivery area by name, grouped by zone: the accessible way to say where to deliver,
 * and the one that keeps working when the map or the geocoder cannot be reached.
 */
export const AreaPicker = observer(function AreaPicker({ error }: { error?: string }) {
  const { business } = useStores();
  const delivery = useDeliveryTarget();
  const { t } = useLingui();
  const text = useLocalized();
  const branchId = business.branchId;
  const zones = branchId === null ? [] : zonesOfBranch(delivery.zones, branchId);
  const data = zones.map((zone) => ({
    group: text(zone.name),
    items: zone.areas.map((area) => ({ value: String(area.id), label: text(area.name) })),
  }));
  return (
    <LazySelect
      label={t`Area`}
      placeholder={t`Choose your area`}
      data={data}
      searchable
      nothingFoundMessage={t`No area with that name`}
      value={delivery.selectedArea ? String(delivery.selectedArea.id) : null}
      onChange={(value) => {
        // An area chosen by name replaces a pin dropped elsewhere: the area decides the zone.
        if (delivery.location) void delivery.setLocation(null);
        delivery.selectArea(value === null ? null : Number(value));
      }}
      error={error}
      required
      comboboxProps={{ withinPortal: true }}
      data-testid="area-picker"
    />
  );
});
