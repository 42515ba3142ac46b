import type { NotificationsProps } from '@mantine/notifications';

/** Every header of the portal (signed-in, public, bare) is 64 px high. */
export const HEADER_HEIGHT = 64;
const GAP = 8;

export type ToastPlacement = { position: NonNullable<NotificationsProps['position']>; top: number; containerWidth: number };

/**
 * Toasts sit just under the header, so the menu, logo, bell and links stay visible: on a phone across the
 * width under it, on larger screens in the corner where reading ends (top right in LTR, top left in RTL),
 * away from the page titles and the sticky bars at the bottom (unsaved changes, send).
 */
export function toastPlacement(phone: boolean, dir: 'ltr' | 'rtl'): ToastPlacement {
  const top = HEADER_HEIGHT + GAP;
  if (phone) return { position: 'top-center', top, containerWidth: 440 };
  return { position: dir === 'rtl' ? 'top-left' : 'top-right', top, containerWidth: 380 };
}
