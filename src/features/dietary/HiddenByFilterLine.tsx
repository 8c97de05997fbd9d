import { Text } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { FirstLoadButton } from '../../ui/FirstLoadButton.tsx';
import lineClasses from './HiddenByFilterLine.module.css';

// Its own module: a remembered filter shows this line with the first paint, and it must not bring
// the sheet (Drawer, focus trap, scroll area, chips: ~28 KB gzip) into that first load.
/** "3 dishes hidden by your filter · Clear": the count of this page, cleared in one tap. */
export const HiddenByFilterLine = observer(function HiddenByFilterLine({
  hiddenCount,
}: {
  hiddenCount: number;
}) {
  const filter = useStores().dietaryFilterIfLoaded;
  if (!filter?.isActive) return null;
  return (
    <p className={lineClasses.line} data-testid="dietary-hidden-line">
      <Text component="span" size="sm" aria-live="polite" data-testid="dietary-hidden-count">
        <Plural
          value={hiddenCount}
          _0="Your filter hides no dishes here"
          one="# dish hidden by your filter"
          other="# dishes hidden by your filter"
        />
      </Text>
      <span aria-hidden="true">·</span>
      <FirstLoadButton
        variant="subtle"
        size="compact-sm"
        className={lineClasses.clear}
        onClick={filter.clear}
        data-testid="dietary-clear"
      >
        <Trans>Clear filter</Trans>
      </FirstLoadButton>
    </p>
  );
});
