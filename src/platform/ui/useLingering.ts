import { useEffect, useState } from 'react';
import { MODAL_CLOSE_MS } from '../../design-system/Dialog';

/**
 * Keeps the last non-null value for the dialog's close animation (200 ms), so a closing
 * dialog fades out with its content instead of an empty box.
 */
export function useLingering<T>(value: T | null, ms = MODAL_CLOSE_MS): T | null {
  const [shown, setShown] = useState<T | null>(value);
  useEffect(() => {
    if (value !== null) {
      setShown(value);
      return undefined;
    }
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value ?? shown;
}
