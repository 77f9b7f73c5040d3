import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { Icon } from '../../../design-system/Icon';
import { isNotificationsHotkey, TOAST_DEFAULTS } from './toastDefaults';
import './ToastRegion.css';

/**
 * The notifications region. react-toastify moves focus to the first toast on Alt+T; when there
 * is none, focus goes to the (empty) region itself, so the shortcut always lands somewhere a
 * screen-reader user can hear "Notifications".
 */
export default function ToastRegion() {
  useEffect(() => {
    const focusEmptyRegion = (event: KeyboardEvent) => {
      if (!isNotificationsHotkey(event)) return;
      const region = document.querySelector<HTMLElement>('section.Toastify');
      if (!region || region.querySelector('.Toastify__toast')) return;
      region.tabIndex = -1;
      region.focus();
    };
    document.addEventListener('keydown', focusEmptyRegion);
    return () => document.removeEventListener('keydown', focusEmptyRegion);
  }, []);
  // The set's own icons (hidden from assistive technology: the words say what kind of toast it is),
  // instead of react-toastify's, which are unnamed images.
  return <ToastContainer {...TOAST_DEFAULTS} hotKeys={isNotificationsHotkey} icon={({ type }) => (type === 'default' ? false : <Icon name={type} size={22} />)} />;
}
