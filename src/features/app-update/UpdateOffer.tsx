import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { useStores } from '../../stores/store-context.tsx';
import { FallbackBoundary } from '../../ui/FallbackBoundary.tsx';
import { whenIdle } from '../../app/when-idle.ts';

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
    return whenIdle(() => void loadBanner().catch(() => undefined), { timeoutMs: 5_000, fallbackMs: 3_000 });
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
