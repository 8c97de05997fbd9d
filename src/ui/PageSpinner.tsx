import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Shown while a page resolves (spec §2). */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
