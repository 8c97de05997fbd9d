import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { localized } from '../../domain/locales.ts';
import type { MenuItem } from '../../domain/model.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { itemDiscount, itemPageLink, type BrowseSettings, type MenuLayoutKind } from './browse-settings.ts';
import { MenuItemPrice } from './MenuItemPrice.tsx';
import { QuickAddButton } from './QuickAddButton.tsx';
import { CARD_IMAGE_SIZES } from './first-pictures.ts';
import { cardPrice } from './shown-price.ts';
import classes from './ItemCard.module.css';

interface ItemCardProps {
  item: MenuItem;
  /** The category the card is shown under (its page is the item's parent page). */
  categoryId: number;
  grandCategoryId: number | null;
  settings: BrowseSettings;
  /** Overrides the business's layout (search results are always a list). */
  layout?: MenuLayoutKind;
  /** A card of the first screen: its picture loads at once and first (it is the page's LCP). */
  priorityImage?: boolean;
}

/**
 * One item on the menu: picture, name (the link to its page), description, price and quick add.
 * Its texts are plain elements styled with the theme's variables rather than Mantine's Text: the
 * big menu mounts cards while it scrolls, and each Text resolved its props and styles per mount.
 * Its links do not preload on hover: a pointer resting over a scrolling menu would otherwise load
 * the page of every item passing under it (measured with scripts/bench-big-menu.mjs).
 */
export const ItemCard = memo(function ItemCard({
  item,
  categoryId,
  grandCategoryId,
  settings,
  layout,
  priorityImage = false,
}: ItemCardProps) {
  const kind = layout ?? settings.layout;
  const name = localized(item.name, settings.language, settings.fallbacks);
  const description = localized(item.description, settings.language, settings.fallbacks);
  const discount = itemDiscount(settings, item, grandCategoryId);
  const price = settings.hidePrice ? null : cardPrice(item.price_labels, discount);
  return (
    <article className={classes.card} data-layout={kind} data-testid={`item-card-${item.id}`}>
      <ResponsiveImage
        className={classes.media}
        src={item.image}
        alt=""
        width={kind === 'grid' ? 4 : 1}
        height={kind === 'grid' ? 3 : 1}
        sizes={CARD_IMAGE_SIZES[kind]}
        priority={priorityImage}
      />
      <div className={classes.body}>
        <Link className={classes.name} {...itemPageLink(settings, categoryId, item.id)} preload={false}>
          {name}
        </Link>
        {description && <p className={classes.description}>{description}</p>}
        <div className={classes.footer}>
          {price && <MenuItemPrice price={price} currency={settings.currency} />}
          <QuickAddButton item={item} categoryId={categoryId} discount={discount} settings={settings} />
        </div>
      </div>
    </article>
  );
});
