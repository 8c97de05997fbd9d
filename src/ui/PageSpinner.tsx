import { Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import layout from './centered.module.css';

/** Shown while a page resolves (spec §2). */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className={`${layout.centered} ${layout.page}`} role="status" aria-live="polite">
      <Loader aria-label={t`Loading`} />
    </div>
  );
}
