/**
 * Today's banners of the branch (GET webapp/banners/{branchId}?date=DD-MM-YYYY) and their reach
 * report (POST webapp/banners/reach). STAND-IN for a banners store: the only data this feature
 * fetches itself; a failure just shows no banners.
 */
import { useEffect, useState } from 'react';
import type { Banner } from '../../api/types.ts';
import { unwrap } from '../../api/errors.ts';
import { businessNow } from '../../stores/business-time.ts';
import type { RootStore } from '../../stores/root-store.ts';

/** The day the banners are asked for, in the business's zone and the server's format. */
export function bannerDate(stores: RootStore): string {
  const { day, month, year } = businessNow(stores.deps.clock, stores.business.timeZone);
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${String(year).padStart(4, '0')}`;
}

export async function fetchTodayBanners(stores: RootStore, branchId: number): Promise<Banner[]> {
  const { banners } = await unwrap(
    stores.deps.api.GET('/webapp/banners/{branchId}', {
      params: { path: { branchId }, query: { date: bannerDate(stores) } },
    }),
  );
  return banners;
}

export async function reportBannerReach(stores: RootStore, bannerIds: number[]): Promise<void> {
  if (bannerIds.length === 0) return;
  await unwrap(stores.deps.api.POST('/webapp/banners/reach', { body: { banners: bannerIds } }));
}

/** The branch's banners for today; reach is reported once per branch each time the page shows them. */
export function useTodayBanners(stores: RootStore, branchId: number | null): Banner[] {
  const [loaded, setLoaded] = useState<{ branchId: number; banners: Banner[] } | null>(null);
  useEffect(() => {
    if (branchId === null) return;
    let cancelled = false;
    fetchTodayBanners(stores, branchId)
      .then((banners) => {
        if (cancelled) return;
        setLoaded({ branchId, banners });
        void reportBannerReach(
          stores,
          banners.map((banner) => banner.id),
        ).catch(() => {
          // Reach is statistics for the business; the customer never needs to know it failed.
        });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ branchId, banners: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [stores, branchId]);
  return loaded?.branchId === branchId ? loaded.banners : [];
}
