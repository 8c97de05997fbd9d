import { Button, Text } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import classes from './HiddenByFilterLine.module.css';

/** "3 dishes hidden by your filter · Clear": the count of this page, cleared in one tap. */
export default observer(function HiddenByFilterLine({ hiddenCount }: { hiddenCount: number }) {
  const filter = useStores().dietaryFilterIfLoaded;
  if (!filter?.isActive) return null;
  return (
    <p className={classes.line} data-testid="dietary-hidden-line">
      <Text component="span" size="sm" aria-live="polite" data-testid="dietary-hidden-count">
        <Plural
          value={hiddenCount}
          _0="Your filter hides no dishes here"
          one="# dish hidden by your filter"
          other="# dishes hidden by your filter"
        />
      </Text>
      <span aria-hidden="true">·</span>
      <Button variant="subtle" size="compact-sm" onClick={filter.clear} data-testid="dietary-clear">
        <Trans>Clear filter</Trans>
      </Button>
    </p>
  );
});
