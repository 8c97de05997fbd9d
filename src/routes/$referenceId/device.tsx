import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { DeviceSetupScreen } from '../../features/device/DeviceSetupScreen.tsx';

/**
 * /{referenceId}/device: staff set the device up. A kiosk or table tablet shows it only after the
 * staff PIN (the hidden corner); anyone else is sent back to the device's start.
 */
export const Route = createFileRoute('/$referenceId/device')({
  beforeLoad: ({ context: { stores }, params }) => {
    if (stores.device.setupOpen) return;
    throw redirect({
      href: stores.device.startPath(params.referenceId) ?? `/${params.referenceId}`,
      replace: true,
    });
  },
  component: DeviceSetupRoute,
});

function DeviceSetupRoute() {
  const { referenceId } = Route.useParams();
  const navigate = useNavigate();
  return <DeviceSetupScreen onSaved={() => void navigate({ href: `/${referenceId}`, replace: true })} />;
}
