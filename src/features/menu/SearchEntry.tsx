import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderSellingType } from '../../domain/model.ts';
import classes from './SearchEntry.module.css';
import { FirstLoadButton } from '../../ui/FirstLoadButton.tsx';

/** Looks like a search field; opens the search page, where typing filters the menu. */
export function SearchEntry({
  referenceId,
  sellingType,
}: {
  referenceId: string;
  sellingType: OrderSellingType;
}) {
  return (
    <FirstLoadButton
      variant="default"
      justify="flex-start"
      fullWidth
      className={classes.entry}
      leftSection={<SearchIcon />}
      data-testid="search-entry"
      renderRoot={(props) => (
        <Link {...props} to="/$referenceId/$type/search" params={{ referenceId, type: sellingType }} />
      )}
    >
      <Trans>Search the menu</Trans>
    </FirstLoadButton>
  );
}

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
