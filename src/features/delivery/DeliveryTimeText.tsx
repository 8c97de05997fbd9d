import { useLingui } from '@lingui/react/macro';
import type { DeliveryTime } from '../../domain/delivery.ts';

const INTL_UNIT = { min: 'minute', hour: 'hour', day: 'day' } as const;

/** "30 minutes", "2 hours" in the visitor's language (Intl knows the plural forms). */
export function DeliveryTimeText({ time }: { time: DeliveryTime }) {
  const { i18n } = useLingui();
  const text = new Intl.NumberFormat(i18n.locale || 'en', {
    style: 'unit',
    unit: INTL_UNIT[time.unit] ?? 'minute',
    unitDisplay: 'long',
  }).format(time.value);
  return <bdi>{text}</bdi>;
}
