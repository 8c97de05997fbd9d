import { Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { localized } from '../../domain/locales.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import { useLayoutMode } from '../../layouts/use-layout-mode.ts';
import { useStores } from '../../stores/store-context.tsx';
import { DietaryFilterBar } from '../dietary/DietaryFilterBar.tsx';
import { useBrowseSettings } from './browse-settings.ts';
import { findCategory, menuBlocks } from './menu-blocks.ts';
import { MenuBlockSection } from './MenuBlockSection.tsx';
import { firstScreenBlockCount } from './section-heights.ts';
import { MenuStateGate } from './MenuStateGate.tsx';
import { SearchEntry } from './SearchEntry.tsx';
import { BackToMenuLink } from './BackToMenuLink.tsx';
import classes from './CategoryScreen.module.css';

interface CategoryScreenProps {
  sellingType: OrderSellingType;
  categoryId: number;
}

/** One category's page: its items, then each subcategory's. */
export function CategoryScreen(props: CategoryScreenProps) {
  return (
    <MenuStateGate>
      <CategoryBody {...props} />
    </MenuStateGate>
  );
}

const CategoryBody = observer(function CategoryBody({ sellingType, categoryId }: CategoryScreenProps) {
  const { menu, business, dietaryFilterIfLoaded: dietary } = useStores();
  const dietaryFilter = dietary?.filter;
  const settings = useBrowseSettings(sellingType);
  const mode = useLayoutMode();
  const source = menu.menuFor(sellingType);
  const branchId = business.branchId;
  const found = useMemo(
    () => findCategory(menu.visibleCategories(sellingType), categoryId),
    // visibleCategories reads the menu and branch itself; these say when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menu, source, branchId, sellingType, categoryId],
  );
  const { blocks, hiddenCount } = useMemo(() => {
    if (!found) return { blocks: [], hiddenCount: 0 };
    // The page stays even when the filter hides all of it: the line above says so.
    const filtered = dietary?.applyToCategories([found.category], { keepRoots: true });
    const category = filtered?.categories[0] ?? found.category;
    // Every block of this page belongs to the same grand category (this one may be a subcategory).
    const pageBlocks = menuBlocks([category], [], { showSubcategories: true, highlightedId: null }).map(
      (block) => ({
        ...block,
        grandCategoryId: found.grandCategoryId,
      }),
    );
    return { blocks: pageBlocks, hiddenCount: filtered?.hiddenIds.size ?? 0 };
    // The filter's choices are read through the store; `dietaryFilter` says when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found, dietary, dietaryFilter]);

  const backToMenu = <BackToMenuLink sellingType={sellingType} />;
  if (!found) {
    return (
      <>
        <Title order={1} size="h3" data-testid="category-missing">
          <Trans>This category is not on the menu right now.</Trans>
        </Title>
        {backToMenu}
      </>
    );
  }
  const titleId = `category-page-${categoryId}`;
  const columns = mode === 'touch' ? Math.max(2, Math.floor((window.innerWidth - 80) / 260)) : 2;
  const eagerCount = firstScreenBlockCount(blocks, settings.layout, columns, window.innerHeight);
  return (
    <div className={classes.page} data-testid="category-page">
      {backToMenu}
      <Title order={1} size="h2" id={titleId}>
        {localized(found.category.name, settings.language, settings.fallbacks)}
      </Title>
      <SearchEntry referenceId={settings.referenceId} sellingType={sellingType} />
      <DietaryFilterBar hiddenCount={hiddenCount} />
      {blocks.map((block, index) => (
        <MenuBlockSection
          key={block.key}
          block={block}
          settings={settings}
          eager={index < eagerCount}
          columns={columns}
          headingLevel={2}
          labelledBy={index === 0 ? titleId : undefined}
        />
      ))}
    </div>
  );
});
