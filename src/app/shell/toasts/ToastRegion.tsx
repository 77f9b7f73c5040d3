import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { Icon } from '../../../design-system/Icon';
import { isNotificationsHotkey, TOAST_DEFAULTS } from './toastDefaults';
import './ToastRegion.css';

/**
 * The notifications region. Alt+T moves focus to the first toast; when there is none, focus goes
 * to the (empty) region itself, so the shortcut always lands somewhere a screen-reader user can
 * hear "Notifications". react-toastify puts every toast in the Tab order (tabindex 0) although a
 * toast is a status, not a control (IBM's element_tabbable_role_valid): toasts are taken out of
 * the Tab order as they appear and reached by the shortcut alone, as the spec has it.
 */
export default function ToastRegion() {
  useEffect(() => {
    const region = () => document.querySelector<HTMLElement>('section.Toastify');
    const outOfTabOrder = () => region()?.querySelectorAll<HTMLElement>('.Toastify__toast[tabindex="0"]').forEach((toast) => { toast.tabIndex = -1; });
    const observer = new MutationObserver(outOfTabOrder);
    observer.observe(document.body, { childList: true, subtree: true });
    const focusNotifications = (event: KeyboardEvent) => {
      if (!isNotificationsHotkey(event)) return;
      const notifications = region();
      if (!notifications) return;
      const first = notifications.querySelector<HTMLElement>('.Toastify__toast[data-in="true"]');
      if (first) return first.focus();
      notifications.tabIndex = -1;
      notifications.focus();
    };
    document.addEventListener('keydown', focusNotifications);
    return () => { observer.disconnect(); document.removeEventListener('keydown', focusNotifications); };
  }, []);
  // The set's own icons (hidden from assistive technology: the words say what kind of toast it is),
  // instead of react-toastify's, which are unnamed images.
  return <ToastContainer {...TOAST_DEFAULTS} hotKeys={isNotificationsHotkey} icon={({ type }) => (type === 'default' ? false : <Icon name={type} size={22} />)} />;
}
