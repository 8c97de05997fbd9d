import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import classes from './DietaryFilterBar.module.css';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { FirstLoadButton } from '../../ui/FirstLoadButton.tsx';

// The sheet, the "hidden by your filter" line and the filter's store load on first use: the menu's
// first load carries only this button.
const DietaryFilterSheet = lazyWithMessages(() => import('./DietaryFilterSheet.tsx'));
const HiddenByFilterLine = lazyWithMessages(() =>
  import('./HiddenByFilterLine.tsx').then((line) => ({ default: line.HiddenByFilterLine })),
);

/**
 * The dietary filter's way in on the menu, a category and search, and, while a filter is on, how
 * many dishes of this page it hides with a one-tap Clear. `hiddenCount` is the page's own count.
 */
export const DietaryFilterBar = observer(function DietaryFilterBar({ hiddenCount }: { hiddenCount: number }) {
  const root = useStores();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const active = root.dietaryFilterIfLoaded?.isActive ?? false;
  return (
    <div className={classes.bar}>
      <FirstLoadButton
        variant={active ? 'light' : 'default'}
        className={classes.entry}
        aria-haspopup="dialog"
        data-testid="dietary-filter-open"
        onClick={() => {
          setEverOpened(true);
          setOpened(true);
        }}
      >
        <Trans>Dietary filter</Trans>
      </FirstLoadButton>
      {active && (
        <Suspense fallback={null}>
          <HiddenByFilterLine hiddenCount={hiddenCount} />
        </Suspense>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <DietaryFilterSheet opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </div>
  );
});
