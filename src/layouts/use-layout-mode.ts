import { useMediaQuery } from '@mantine/hooks';
import { TOUCH_MEDIA_QUERY, type LayoutMode } from './layout-mode.ts';

/** Read synchronously on first render so a kiosk never flashes the phone layout. */
export function useLayoutMode(): LayoutMode {
  const touch = useMediaQuery(TOUCH_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  return touch ? 'touch' : 'phone';
}
