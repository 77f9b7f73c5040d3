import './Loader.css';

/** A spinner with a text alternative; the label is what screen readers hear. */
export function Loader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="ds-loader" role="status" aria-live="polite">
      <span className="ds-loader__spinner" aria-hidden="true" />
      <span className="ds-loader__label">{label}</span>
    </div>
  );
}
