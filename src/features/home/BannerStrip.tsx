import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Banner } from '../../api/types.ts';
import { localized } from '../../domain/locales.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { parseRouteId } from '../menu/route-ids.ts';
import classes from './BannerStrip.module.css';
import { readConfig } from '../../app/config.ts';
import { navigationPolicy } from '../../app/navigation-policies.ts';
import { navigationFor } from '../../domain/outside-url.ts';

/** Where a banner leads inside the app: a category or item page of a selling type. */
export interface BannerTargets {
  referenceId: string;
  /** The selling type a banner's category or item opens in (null: the banner is not a link). */
  typeForCategory: (categoryId: number) => string | null;
  /** The item's category and a selling type offering it (null: the banner is not a link). */
  placeOfItem: (itemId: number) => { type: string; categoryId: number } | null;
}

interface BannerStripProps {
  banners: readonly Banner[];
  targets: BannerTargets;
  language: string;
  fallbacks: readonly string[];
}

/** A banner's outside link, through the one rule for addresses the app did not build. */
function bannerHref(value: string): string | null {
  const link = navigationFor(value, navigationPolicy('banner', readConfig()));
  return link.kind === 'external' ? link.url : link.kind === 'app' ? link.path : null;
}

/** Today's banners in a row that scrolls sideways and snaps to each. */
export function BannerStrip({ banners, targets, language, fallbacks }: BannerStripProps) {
  const { t } = useLingui();
  if (banners.length === 0) return null;
  return (
    // Focusable, so keyboard users can scroll the row even when its banners are not links.
    <section aria-label={t`Offers and news`} className={classes.strip} tabIndex={0} data-testid="banners">
      {banners.map((banner, index) => {
        const title = localized(banner.title, language, fallbacks) || t`Offer ${index + 1}`;
        const image = (
          <ResponsiveImage
            src={banner.image}
            alt={title}
            width={16}
            height={7}
            priority={index === 0}
            sizes="(min-width: 768px) 60vw, 90vw"
            className={classes.image}
          />
        );
        return (
          <div key={banner.id} className={classes.banner}>
            <BannerLink banner={banner} targets={targets}>
              {image}
            </BannerLink>
          </div>
        );
      })}
    </section>
  );
}

// The picture's alt text names each link.
function BannerLink({
  banner,
  targets,
  children,
}: {
  banner: Banner;
  targets: BannerTargets;
  children: ReactNode;
}) {
  const value = banner.link_value ?? '';
  const id = parseRouteId(value);
  const href = banner.link_type === 'url' ? bannerHref(value) : null;
  if (href !== null) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" className={classes.link}>
        {children}
      </Anchor>
    );
  }
  if (banner.link_type === 'category' && id !== null) {
    const type = targets.typeForCategory(id);
    if (type) {
      return (
        <Link
          className={classes.link}
          to="/$referenceId/$type/$categoryId"
          params={{ referenceId: targets.referenceId, type, categoryId: String(id) }}
        >
          {children}
        </Link>
      );
    }
  }
  if (banner.link_type === 'item' && id !== null) {
    const place = targets.placeOfItem(id);
    if (place) {
      return (
        <Link
          className={classes.link}
          to="/$referenceId/$type/$categoryId/$itemId"
          params={{
            referenceId: targets.referenceId,
            type: place.type,
            categoryId: String(place.categoryId),
            itemId: String(id),
          }}
        >
          {children}
        </Link>
      );
    }
  }
  return <>{children}</>;
}
