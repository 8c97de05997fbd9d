import type { Category } from '../../domain/model.ts';
import type { BrowseSettings } from '../menu/browse-settings.ts';
import { ItemCard } from '../menu/ItemCard.tsx';
import { findCategory } from '../menu/menu-blocks.ts';
import { useProgressiveCount } from '../menu/use-progressive-count.ts';
import type { SearchHit } from './search-items.ts';
import classes from './SearchScreen.module.css';

// Cards mounted per frame: the first screenful paints at once, the rest follow frame by frame
// (60 cards at once kept a mid-range phone busy for about a second after each query).
const CARDS_PER_FRAME = 8;

/**
 * The hits as item cards. The first list mounts progressively; a narrower query then keeps the
 * cards it still shows (React reuses them), so it stays cheap without starting over.
 */
export function SearchResults({
  hits,
  categories,
  settings,
}: {
  hits: readonly SearchHit[];
  categories: readonly Category[];
  settings: BrowseSettings;
}) {
  const count = useProgressiveCount(hits.length, CARDS_PER_FRAME);
  return (
    <div className={classes.results} data-testid="search-results">
      {hits.slice(0, count).map(({ item, categoryId }) => (
        <ItemCard
          key={item.id}
          item={item}
          categoryId={categoryId}
          grandCategoryId={findCategory(categories, categoryId)?.grandCategoryId ?? null}
          settings={settings}
          layout="list"
        />
      ))}
    </div>
  );
}
