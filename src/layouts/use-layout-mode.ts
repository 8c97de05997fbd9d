import { useMediaQuery } from '@mantine/hooks';
import { useStores } from '../stores/store-context.tsx';
import { TOUCH_MEDIA_QUERY, type LayoutMode } from './layout-mode.ts';

/**
 * The device's mode decides first (a kiosk or table tablet is always the touch layout), the width
 * second. Read synchronously on first render so a kiosk never flashes the phone layout.
 */
export function useLayoutMode(): LayoutMode {
  const { device } = useStores();
  const touch = useMediaQuery(TOUCH_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  return device.isManagedDevice || touch ? 'touch' : 'phone';
}
