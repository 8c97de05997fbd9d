import { Radio, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { TableBillStore } from '../../../stores/table-bill-store.ts';
import { Price } from '../../../ui/Price.tsx';
import classes from './TipTiles.module.css';

/**
 * The tip on a table's bill (issue 31), only where the business takes tips: "No tip" and each of
 * its preset percentages as a large tile with the amount it adds, chosen by a tap (no typing).
 * The chosen tip is on the bill, so the terminal and the phone's payment charge it with the bill.
 */
export const TipTiles = observer(function TipTiles({
  store,
  locked,
  onChoose,
}: {
  store: TableBillStore;
  /** A card payment of the bill is under way: its amount is no longer changed. */
  locked: boolean;
  onChoose: (percentage: number) => void;
}) {
  const { t, i18n } = useLingui();
  const choices = store.tipChoices;
  const bill = store.bill;
  if (!bill || choices.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="tip-choice" data-locked={locked || undefined}>
      <Title order={2} id="tip-title">{t`Add a tip?`}</Title>
      <Radio.Group
        value={String(store.tipPercentage)}
        onChange={(value) => onChoose(Number(value))}
        aria-labelledby="tip-title"
      >
        <div className={classes.tiles}>
          {choices.map((choice) => (
            <Radio.Card
              key={choice.percentage}
              value={String(choice.percentage)}
              className={classes.tile}
              disabled={locked || store.choosingTip}
              data-testid="tip-tile"
              data-percentage={choice.percentage}
              data-tip={choice.tip}
            >
              <Stack gap={4} align="center">
                <span className={classes.label}>
                  {choice.percentage === 0
                    ? t`No tip`
                    : i18n.number(choice.percentage / 100, { style: 'percent' })}
                </span>
                {choice.percentage > 0 && <Price amount={choice.tip} currency={bill.currency} size="lg" />}
              </Stack>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      {store.problem && store.phase === 'open' && (
        <Text c="red" role="alert" data-testid="tip-problem">
          {t`The tip could not be added. Please try again.`}
        </Text>
      )}
    </Stack>
  );
});
