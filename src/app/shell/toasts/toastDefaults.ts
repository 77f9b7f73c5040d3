import type { ToastContainerProps } from 'react-toastify/unstyled';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../../../kernel/domain/Notification';

/**
 * The toast defaults: bottom-left, 5000 ms, no progress bar, newest not on top,
 * not closable by clicking the toast (its close button still works). The 12 px stack gap is
 * in ToastRegion.css. Loading toasts never auto-close: react-toastify keeps them until updated.
 */
export const TOAST_DEFAULTS = {
  position: 'bottom-left',
  autoClose: NOTIFICATION_AUTO_CLOSE_MS,
  hideProgressBar: true,
  newestOnTop: false,
  closeOnClick: false,
  theme: 'light',
  'aria-label': 'Notifications Alt+T',
} as const satisfies ToastContainerProps;

/** Alt+T focuses the notifications. */
export const isNotificationsHotkey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';
