import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { leavesTheApp } from '../../domain/outside-url.ts';
import { LazyQrCode } from '../../ui/LazyQrCode.tsx';
import { DeviceDialog } from './DeviceDialog.tsx';

/**
 * On a kiosk or a table tablet no link leaves the app (the next customer would find a stranger's
 * page, or no way back): a tap on a link to another site, a phone number or an email address opens
 * a code to scan with one's own phone instead.
 */
export function OutsideLinkGuard() {
  const { t } = useLingui();
  const [address, setAddress] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (!leavesTheApp(anchor.href, window.location.origin)) return;
      event.preventDefault();
      event.stopPropagation();
      setAddress(anchor.href);
    };
    // Capturing: the app's own handlers (router links, new tabs) never see the tap.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return (
    <DeviceDialog
      opened={address !== null}
      onClose={() => setAddress(null)}
      title={t`Scan to open on your phone`}
      testId="outside-link"
    >
      {address !== null && (
        <Stack align="center" gap="md">
          <Text>{t`This link opens outside this screen. Scan the code to open it on your phone.`}</Text>
          <LazyQrCode value={address} label={t`QR code of the link`} testId="outside-link-qr" />
          <Text dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {address}
          </Text>
        </Stack>
      )}
    </DeviceDialog>
  );
}
