/** Spec §2/§9: a width below 768 px is the phone layout; from 768 px the large-touch layout. */
export const TOUCH_MIN_WIDTH_PX = 768;
export type LayoutMode = 'phone' | 'touch';

export function layoutModeForWidth(width: number): LayoutMode {
  return width >= TOUCH_MIN_WIDTH_PX ? 'touch' : 'phone';
}

export const TOUCH_MEDIA_QUERY = `(min-width: ${TOUCH_MIN_WIDTH_PX}px)`;
