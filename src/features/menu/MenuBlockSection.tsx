import { Anchor, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useRef, type CSSProperties } from 'react';
import { localized } from '../../domain/locales.ts';
import type { BrowseSettings } from './browse-settings.ts';
import { ItemCard } from './ItemCard.tsx';
import type { MenuBlock } from './menu-blocks.ts';
import { useNearViewport } from './use-near-viewport.ts';
import { useProgressiveCount } from './use-progressive-count.ts';
import { estimatedCardsHeight } from './section-heights.ts';
import { MOUNTING_ATTRIBUTE, UNMOUNTED_ATTRIBUTE } from './section-mount-marks.ts';
import classes from './MenuBlockSection.module.css';

interface MenuBlockSectionProps {
  block: MenuBlock;
  settings: BrowseSettings;
  /** Mount at once (the first screenful) instead of waiting to come near the screen. */
  eager: boolean;
  /** Cards per row the page expects, to reserve about the right height before mounting. */
  columns: number;
  /** Overrides the heading level (a category page puts its subcategories at level 2). */
  headingLevel?: 2 | 3;
  /** The page's own title already names the block (a category page's own items). */
  labelledBy?: string;
  /** How many of its first cards show their picture at once, with high priority (the page's LCP). */
  priorityImages?: number;
}

// Cards are mounted within about two screens of the viewport and unmounted beyond that.
const NEAR_MARGIN = '200% 0px';
// Cards mounted per animation frame, so no frame has to build a whole section.
const CARDS_PER_FRAME = 6;

/** One block of the menu: its heading (a link to the category page) and its item cards. */
export const MenuBlockSection = memo(function MenuBlockSection({
  block,
  settings,
  eager,
  columns,
  headingLevel,
  labelledBy,
  priorityImages = 0,
}: MenuBlockSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const { near, farHeight } = useNearViewport(ref, { eager, margin: NEAR_MARGIN });
  const name = localized(block.name, settings.language, settings.fallbacks);
  const titleId = labelledBy ?? `${block.key}-title`;
  const level = headingLevel ?? (block.kind === 'subcategory' ? 3 : 2);
  // The exact height it had before its cards were unmounted, else an estimate.
  const reserved = farHeight ?? estimatedCardsHeight(block, settings.layout, columns);
  return (
    <section
      ref={ref}
      id={block.key}
      aria-labelledby={titleId}
      className={classes.section}
      data-kind={block.kind}
      data-highlighted={block.highlighted || undefined}
      style={{ '--reserved-height': `${reserved}px` } as CSSProperties}
    >
      {!labelledBy && (
        <div className={classes.heading}>
          <Title order={level} size={block.kind === 'subcategory' ? 'h4' : 'h3'} id={titleId}>
            {block.pageCategoryId === null ? (
              name
            ) : (
              <Anchor
                className={classes.titleLink}
                c="inherit"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/$referenceId/$type/$categoryId"
                    preload={false}
                    params={{
                      referenceId: settings.referenceId,
                      type: settings.sellingType,
                      categoryId: String(block.pageCategoryId),
                    }}
                  />
                )}
              >
                {name}
              </Anchor>
            )}
          </Title>
          {block.highlighted && (
            // Mantine's outline Badge drawn by our own class: the component's code stays off the
            // menu's first load (the only Badge on it).
            <span className={classes.badge}>
              <Trans>Featured</Trans>
            </span>
          )}
        </div>
      )}
      {block.items.length > 0 &&
        (near ? (
          <SectionCards
            block={block}
            settings={settings}
            allAtOnce={eager && farHeight === null}
            priorityImages={priorityImages}
          />
        ) : (
          <div
            className={classes.reserved}
            aria-hidden="true"
            data-testid="section-placeholder"
            {...{ [UNMOUNTED_ATTRIBUTE]: true }}
          />
        ))}
    </section>
  );
});

interface SectionCardsProps {
  block: MenuBlock;
  settings: BrowseSettings;
  /** The first screenful: everything in the first paint. */
  allAtOnce: boolean;
  priorityImages: number;
}

/** A section's cards, mounted a few per frame; the box keeps its full height meanwhile. */
function SectionCards({ block, settings, allAtOnce, priorityImages }: SectionCardsProps) {
  const count = useProgressiveCount(block.items.length, allAtOnce ? block.items.length : CARDS_PER_FRAME);
  const complete = count >= block.items.length;
  return (
    <div
      className={classes.items}
      data-layout={settings.layout}
      data-complete={complete || undefined}
      {...{ [MOUNTING_ATTRIBUTE]: !complete || undefined }}
    >
      {block.items.slice(0, count).map(({ item, categoryId }, index) => (
        <ItemCard
          key={item.id}
          item={item}
          categoryId={categoryId}
          grandCategoryId={block.grandCategoryId}
          settings={settings}
          priorityImage={index < priorityImages}
        />
      ))}
    </div>
  );
}
