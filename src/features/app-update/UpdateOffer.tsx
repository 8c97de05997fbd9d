import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { useStores } from '../../stores/store-context.tsx';
import { FallbackBoundary } from '../../ui/FallbackBoundary.tsx';

const loadBanner = () => import('./UpdateBanner.tsx');
const UpdateBanner = lazyWithMessages(() =>
  loadBanner().then(({ UpdateBanner }) => ({ default: UpdateBanner })),
);

/**
 * The offer of a newer build. Most visits never see it, so its banner (and Mantine's Notification)
 * stays out of the first load; the code is fetched once the first page is up, because after a
 * deployment this build's files may be gone from the server by the time the offer is made.
 */
export const UpdateOffer = observer(function UpdateOffer() {
  const { appUpdate } = useStores();
  useEffect(() => {
    const preload = () => void loadBanner().catch(() => undefined);
    const idle = window.requestIdleCallback?.(preload, { timeout: 5_000 });
    const timer = idle === undefined ? window.setTimeout(preload, 3_000) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  if (!appUpdate.updateOffered) return null;
  // A banner that cannot load (offline, this build's files or its words gone) is no banner: the
  // page stays, and settings still offers the reload.
  return (
    <FallbackBoundary fallback={null}>
      <Suspense fallback={null}>
        <UpdateBanner />
      </Suspense>
    </FallbackBoundary>
  );
});
