import { Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { afterNextPaint } from '../../app/after-next-paint.ts';
import { usePreparedWhenIdle } from '../../app/use-prepared-when-idle.ts';
import { useStores } from '../../stores/store-context.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useDeviceTextEntry } from '../../ui/use-device-text-entry.ts';
import { DietaryFilterBar } from '../dietary/DietaryFilterBar.tsx';
import { useBrowseSettings } from '../menu/browse-settings.ts';
import { MenuStateGate } from '../menu/MenuStateGate.tsx';
import { SearchIcon } from '../menu/SearchEntry.tsx';
import { BackToMenuLink } from '../menu/BackToMenuLink.tsx';
import { foldMenuForSearch, searchFoldedMenu } from './search-items.ts';
import { SearchResults } from './SearchResults.tsx';
import classes from './SearchScreen.module.css';

/** Typing pauses this long before the list follows (spec-free: fast enough to feel live). */
export const SEARCH_DEBOUNCE_MS = 150;
const MAX_HITS = 60;

interface SearchScreenProps {
  sellingType: OrderSellingType;
  initialQuery: string;
  /** The settled query, for the URL. */
  onQueryChange?: (query: string) => void;
}

/** Search of the visible menu by name and description in the active language, as the customer types. */
export function SearchScreen(props: SearchScreenProps) {
  const { t } = useLingui();
  return (
    <>
      <BackToMenuLink sellingType={props.sellingType} />
      <Title order={1} size="h2" mb="sm">
        {t`Search the menu`}
      </Title>
      <MenuStateGate>
        <SearchBody {...props} />
      </MenuStateGate>
    </>
  );
}

const SearchBody = observer(function SearchBody({
  sellingType,
  initialQuery,
  onQueryChange,
}: SearchScreenProps) {
  const { menu, business, dietaryFilterIfLoaded: dietary } = useStores();
  const dietaryFilter = dietary?.filter;
  const { t } = useLingui();
  const settings = useBrowseSettings(sellingType);
  const [query, setQuery] = useState(initialQuery);
  const [settled] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  // On a kiosk or table tablet the on-screen keyboard types here (its search entry is hidden in
  // the languages it has no layout for).
  const typing = useDeviceTextEntry('text');

  const source = menu.menuFor(sellingType);
  const branchId = business.branchId;
  const categories = useMemo(
    () => menu.visibleCategories(sellingType),
    // visibleCategories reads the menu and branch itself; these say when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menu, source, branchId, sellingType],
  );
  // The menu's text is folded once, while the customer looks at the empty field, not on each key.
  const foldedMenu = usePreparedWhenIdle(
    useCallback(
      () => foldMenuForSearch(categories, { locale: settings.language, fallbacks: settings.fallbacks }),
      [categories, settings.language, settings.fallbacks],
    ),
  );
  const { hits, hiddenCount } = useMemo(() => {
    // An empty field needs no folded menu: it is left to the idle time it was prepared in.
    if (settled === '') return { hits: [], hiddenCount: 0 };
    const options = { locale: settings.language };
    if (!dietary?.isActive)
      return {
        hits: searchFoldedMenu(foldedMenu(), settled, { ...options, limit: MAX_HITS }),
        hiddenCount: 0,
      };
    // The filter counts the matches it hides, so it searches every match before keeping the best.
    const filtered = dietary.applyToItems(
      searchFoldedMenu(foldedMenu(), settled, options),
      (hit) => hit.item,
    );
    return { hits: filtered.shown.slice(0, MAX_HITS), hiddenCount: filtered.hiddenIds.size };
    // The filter's choices are read through the store; `dietaryFilter` says when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [foldedMenu, settled, settings.language, dietary, dietaryFilter]);

  // The URL follows the results one frame later: the router's update re-renders the route, which
  // held back the results' paint (bench:big-menu, issue #34). The query the page opened with is
  // in the URL already, so opening search costs no second navigation.
  const queryInUrl = useRef(initialQuery);
  useEffect(() => {
    if (settled === queryInUrl.current) return;
    return afterNextPaint(() => {
      queryInUrl.current = settled;
      onQueryChange?.(settled);
    });
    // Only the settled text goes to the URL; the callback's identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // The field takes the focus (and the keyboard) once the page has painted: focused while it
  // mounted, it forced a layout of the whole new page before its first paint (16–28 ms at 4x).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => afterNextPaint(() => field.current?.focus()), []);

  return (
    <div className={classes.page}>
      <TextInput
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        label={t`Dish name or ingredient`}
        placeholder={t`e.g. hummus`}
        leftSection={<SearchIcon />}
        ref={field}
        autoComplete="off"
        {...typing.inputProps}
        enterKeyHint="search"
        data-testid="search-input"
      />
      <DietaryFilterBar hiddenCount={hiddenCount} />
      <Text size="sm" aria-live="polite" aria-atomic="true" data-testid="search-count">
        {settled === '' ? (
          <Trans>Type to search the menu.</Trans>
        ) : (
          <Plural value={hits.length} _0="No dishes found." one="# dish found." other="# dishes found." />
        )}
      </Text>
      {settled !== '' && hits.length === 0 && (
        <EmptyState title={t`Nothing matches “${settled}”`}>
          <Trans>Try another word, or fewer words.</Trans>
        </EmptyState>
      )}
      {hits.length > 0 && <SearchResults hits={hits} categories={categories} settings={settings} />}
    </div>
  );
});
