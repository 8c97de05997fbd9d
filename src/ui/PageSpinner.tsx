import { useLingui } from '@lingui/react/macro';
import layout from './centered.module.css';
import { OvalLoader } from './OvalLoader.tsx';

/** Shown while a page resolves (spec §2). */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className={`${layout.centered} ${layout.page}`} role="status" aria-live="polite">
      <OvalLoader aria-label={t`Loading`} />
    </div>
  );
}
