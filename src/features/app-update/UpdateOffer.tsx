import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type ComponentType } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { useStores } from '../../stores/store-context.tsx';

const loadBanner = () => import('./UpdateBanner.tsx');
// A banner that cannot load (offline, this build's files gone) is no banner: the page stays, and
// settings still offers the reload.
const UpdateBanner = lazyWithMessages<ComponentType>(() =>
  loadBanner().then(
    ({ UpdateBanner }) => ({ default: UpdateBanner }),
    () => ({ default: () => null }),
  ),
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
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
});
