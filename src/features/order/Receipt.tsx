import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { createPortal } from 'react-dom';
import type { Order } from '../../api/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatDateTime } from '../../i18n/date-format.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { SELLING_TYPE_LABEL } from '../home/selling-type-labels.ts';
import classes from './Receipt.module.css';

/**
 * The paper receipt of a just-placed order, for an 80 mm receipt printer: it is a direct child of
 * <body>, hidden on screen, and the only thing `window.print()` prints (Receipt.module.css).
 */
export const Receipt = observer(function Receipt({ order }: { order: Order }) {
  const { business, preferences } = useStores();
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const currency = business.currency;
  const money = (minor: number) => formatMoney(minor, currency, i18n.locale);
  const branch = business.business?.branches.find((candidate) => candidate.id === order.branch_id);
  const method = business.business?.payment_methods.find((m) => m.payment_type === order.payment_type);
  const placedAt = formatDateTime(order.created_at, {
    language: preferences.language,
    countryCode: business.business?.country_code,
    timeZone: business.timeZone,
  });
  const amounts = order.amounts;
  const totals: [string, number][] = [
    [t`Items`, amounts.subtotal],
    ...(amounts.items_discount > 0 ? [[t`Discounts`, -amounts.items_discount] as [string, number]] : []),
    ...(amounts.coupon_discount > 0 ? [[t`Coupon`, -amounts.coupon_discount] as [string, number]] : []),
    ...(amounts.exclusive_taxes > 0 ? [[t`Taxes`, amounts.exclusive_taxes] as [string, number]] : []),
    ...(order.selling_type === 'delivery'
      ? [[t`Delivery fee`, amounts.delivery_fee] as [string, number]]
      : []),
    ...(amounts.wallet_discount > 0
      ? [[t`Paid from wallet`, -amounts.wallet_discount] as [string, number]]
      : []),
  ];
  const paid = order.payment_status === 'paid';

  return createPortal(
    <div className={classes.receipt} data-testid="receipt">
      <p className={classes.business}>{business.name}</p>
      {branch && <p className={classes.centered}>{text(branch.name)}</p>}
      <p className={classes.number}>
        <bdi>{order.number}</bdi>
      </p>
      <p className={classes.centered}>{placedAt}</p>
      <p className={classes.centered}>
        {i18n._(SELLING_TYPE_LABEL[order.selling_type])}
        {order.table && ` · ${text(order.table.name)}`}
      </p>
      <hr className={classes.rule} />
      <ul className={classes.lines}>
        {order.order_lines.map((line, index) => (
          <li key={index}>
            <p className={classes.row}>
              <span>
                {i18n.number(line.quantity)} × {text(line.name)}
                {line.price_label && text(line.price_label) && ` (${text(line.price_label)})`}
              </span>
              <bdi>{money(line.total_price)}</bdi>
            </p>
            {line.modifiers_details.map((modifier) => (
              <p key={modifier.id} className={classes.extra}>
                + {i18n.number(modifier.quantity)} × {text(modifier.name)}
              </p>
            ))}
            {line.comment && <p className={classes.extra}>{line.comment}</p>}
          </li>
        ))}
      </ul>
      <hr className={classes.rule} />
      <ul className={classes.totals}>
        {totals.map(([label, amount]) => (
          <li key={label} className={classes.row}>
            <span>{label}</span>
            <bdi>{money(amount)}</bdi>
          </li>
        ))}
        <li className={`${classes.row} ${classes.total}`}>
          <span>{t`Total`}</span>
          <bdi>{money(amounts.total)}</bdi>
        </li>
      </ul>
      <hr className={classes.rule} />
      <p className={classes.row}>
        <span>{method ? text(method.name) : t`Payment`}</span>
        <span>{paid ? t`Paid` : t`To pay`}</span>
      </p>
    </div>,
    document.body,
  );
});
