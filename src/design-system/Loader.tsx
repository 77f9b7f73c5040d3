import { useEffect, useState } from 'react';
import './Loader.css';

/** The small loader appears only once loading has lasted this long. */
export const LOADER_SHOW_DELAY_MS = 1000;

export interface LoaderProps {
  /** Whether something is loading; false hides the loader at once. Defaults to true. */
  loading?: boolean;
  /** Show at once instead of after LOADER_SHOW_DELAY_MS. */
  noDebounce?: boolean;
  label?: string;
}

/**
 * A spinner with a text alternative. Quick loads never flash it: it shows 'Loading...' only
 * after a second (unless noDebounce) and vanishes the moment loading ends. The status region
 * exists from the start so screen readers announce the words when they appear.
 */
export function Loader({ loading = true, noDebounce = false, label = 'Loading...' }: LoaderProps) {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!loading || noDebounce) return undefined;
    setWaited(false);
    const timer = setTimeout(() => setWaited(true), LOADER_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, noDebounce]);

  if (!loading) return null;
  const shown = noDebounce || waited;
  return (
    <div className="ds-loader" role="status" aria-live="polite">
      {shown ? (
        <>
          <span className="ds-loader__spinner" aria-hidden="true" />
          <span className="ds-loader__label">{label}</span>
        </>
      ) : null}
    </div>
  );
}
