import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { LazyQrCode } from '../../ui/LazyQrCode.tsx';
import { DeviceDialog } from './DeviceDialog.tsx';

/** The link a customer tapped on a managed device (use-outside-link-capture.ts), as a code to scan. */
export const OutsideLinkGuard = observer(function OutsideLinkGuard() {
  const { t } = useLingui();
  const { device } = useStores();
  const address = device.outsideLinkAsked;

  return (
    <DeviceDialog
      opened={address !== null}
      onClose={() => device.askOutsideLink(null)}
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
});
