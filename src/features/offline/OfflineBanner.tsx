import { Trans, useLingui } from '@lingui/react/macro';
import { useOnline } from './use-online.ts';
import { Notice } from '../../ui/Notice.tsx';
import classes from './OfflineBanner.module.css';

/**
 * Shown while the device has no network: the menu on screen is the last one kept (production
 * builds keep it in the service worker's cache); orders wait until the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useLingui();
  if (online) return null;
  return (
    // Hidden beside a page that says it could not load offline (OfflineBanner.module.css).
    <div className={classes.banner}>
      <Notice
        color="orange"
        mb="md"
        role="status"
        title={t`You are offline`}
        titleClassName={classes.title}
        data-testid="offline-banner"
      >
        <Trans>
          This is the last menu we saved. You can fill your cart; orders can be placed again as soon as the
          connection is back.
        </Trans>
      </Notice>
    </div>
  );
}
