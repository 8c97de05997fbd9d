import { Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Suspense, useMemo, type CSSProperties } from 'react';
import { localized } from '../../domain/locales.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { useLayoutMode } from '../../layouts/use-layout-mode.ts';
import { useStores } from '../../stores/store-context.tsx';
import { sellingTypeLabel } from '../home/selling-type-labels.ts';
import { DietaryFilterBar } from '../dietary/DietaryFilterBar.tsx';
import { useBrowseSettings } from './browse-settings.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { FIRST_SCREEN_IMAGES } from './first-pictures.ts';
import { MenuBlockSection } from './MenuBlockSection.tsx';
import { firstScreenBlockCount } from './section-heights.ts';
import { MenuStateGate } from './MenuStateGate.tsx';
import { SearchEntry } from './SearchEntry.tsx';
import { useSectionJump } from './use-section-jump.ts';
import { useActiveSection } from './use-active-section.ts';
import { visibleMenuBlocks } from './visible-menu-blocks.ts';
import { useStickyTop } from './use-sticky-top.ts';
import { FallbackBoundary } from '../../ui/FallbackBoundary.tsx';
import classes from './MenuScreen.module.css';

// "Open now" / "Closed — opens at …" arrives a moment after the menu's first paint, with the
// opening hours' store (RootStore.fetchShifts): its code and words are not in the first load
// (issue #34). Its line's height is kept meanwhile, so nothing moves when it appears.
const SellingTypeStatus = lazyWithMessages(() =>
  import('../home/SellingTypeStatus.tsx').then((module) => ({ default: module.SellingTypeStatus })),
);

// Height of the phone's sticky category bar (MenuScreen.module.css --browse-bar-height).
const PHONE_BAR_HEIGHT = 58;
// The touch layout's rail of category tiles (MenuScreen.module.css --browse-bar-height).
const TOUCH_RAIL_HEIGHT = 104;

/** The menu of a selling type: category navigation, smart categories and every category's items. */
export const MenuScreen = observer(function MenuScreen({ sellingType }: { sellingType: OrderSellingType }) {
  const { i18n } = useLingui();
  const { device } = useStores();
  return (
    <>
      {/* One slim line: the first screen of a phone is for dishes. */}
      <div className={classes.titleRow} data-title-row="">
        <Title order={1} size="h3">
          {i18n._(sellingTypeLabel(sellingType, device))}
        </Title>
        <FallbackBoundary fallback={null}>
          <Suspense fallback={<span className={classes.statusSpace} aria-hidden="true" />}>
            <SellingTypeStatus type={sellingType} />
          </Suspense>
        </FallbackBoundary>
      </div>
      <MenuStateGate>
        <MenuBody sellingType={sellingType} />
      </MenuStateGate>
    </>
  );
});

const MenuBody = observer(function MenuBody({ sellingType }: { sellingType: OrderSellingType }) {
  const stores = useStores();
  const settings = useBrowseSettings(sellingType);
  const mode = useLayoutMode();
  const stickyTop = useStickyTop();

  // Built once per visit and when what they are built from changes (visible-menu-blocks.ts).
  const { blocks, hiddenCount } = visibleMenuBlocks(stores, sellingType);

  const navEntries = useMemo(
    () =>
      blocks
        .filter((block) => block.navigable)
        .map((block) => ({
          sectionId: block.key,
          label: localized(block.name, settings.language, settings.fallbacks),
          // A kiosk's tile shows the category's first dish.
          image: block.items[0]?.item.image,
        })),
    [blocks, settings.language, settings.fallbacks],
  );
  // A section counts as being read once its top passes under the header and the category bar.
  const readingLine = stickyTop + (mode === 'phone' ? PHONE_BAR_HEIGHT : TOUCH_RAIL_HEIGHT) + 16;
  const active = useActiveSection(
    useMemo(() => navEntries.map((entry) => entry.sectionId), [navEntries]),
    readingLine,
  );
  // Touch: picture cards of at least 280 px across the whole width (three at 1080 px portrait).
  const columns = mode === 'touch' ? Math.max(2, Math.floor((window.innerWidth - 64) / 296)) : 2;

  // Sections of the first screen mount with the first paint; the rest as the customer comes near.
  const eagerCount = firstScreenBlockCount(blocks, settings.layout, columns, window.innerHeight);

  const scrollToSection = useSectionJump();

  if (blocks.length === 0 && hiddenCount === 0) {
    return <EmptyMenu />;
  }
  return (
    <div
      className={classes.page}
      data-mode={mode}
      style={{ '--browse-sticky-top': `${stickyTop}px` } as CSSProperties}
    >
      {/* A kiosk's rail beside the dishes: the category tiles, then search and the filter under them. */}
      <div className={classes.rail}>
        <CategoryNav entries={navEntries} active={active} onSelect={scrollToSection} mode={mode} />
        <div className={classes.tools}>
          <SearchEntry referenceId={settings.referenceId} sellingType={sellingType} />
          <DietaryFilterBar hiddenCount={hiddenCount} />
        </div>
      </div>
      <div className={classes.content}>
        {blocks.map((block, index) => (
          <MenuBlockSection
            key={block.key}
            block={block}
            settings={settings}
            eager={index < eagerCount}
            columns={columns}
            priorityImages={index === 0 ? FIRST_SCREEN_IMAGES : 0}
          />
        ))}
      </div>
    </div>
  );
});

function EmptyMenu() {
  const { t } = useLingui();
  return (
    <Title order={2} size="h4" fw={500} data-testid="menu-empty">
      {t`Nothing is on the menu for this order type right now.`}
    </Title>
  );
}
