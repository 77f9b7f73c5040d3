import { useEffect, useRef } from 'react';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from './navItems';

/**
 * Hover with intent: open after the pointer has rested 200 ms, close 300 ms after it left,
 * so passing over a menu or slipping off its edge does not flicker it. Any explicit action
 * (a click, a key) cancels the pending change through `cancel`.
 */
export function useHoverIntent(setOpen: (open: boolean) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  return {
    cancel,
    onMouseEnter: () => { cancel(); timer.current = setTimeout(() => setOpen(true), MENU_OPEN_DELAY_MS); },
    onMouseLeave: () => { cancel(); timer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS); },
  };
}
