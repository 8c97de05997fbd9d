import { useLingui } from '@lingui/react/macro';
import type { Minor } from '../../domain/model.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatDate, formatDateTime } from '../../i18n/date-format.ts';
import { useStores } from '../../stores/store-context.tsx';

/** Money in the business currency and dates in the business time zone, in the visitor's language. */
export function useWalletFormat() {
  const { business, preferences } = useStores();
  const { i18n } = useLingui();
  const context = {
    language: preferences.language,
    countryCode: business.business?.country_code,
    timeZone: business.timeZone,
  };
  return {
    money: (amount: Minor) => formatMoney(amount, business.currency, i18n.locale || 'en'),
    dateTime: (iso: string) => formatDateTime(iso, context),
    date: (iso: string) => formatDate(iso, context),
  };
}
