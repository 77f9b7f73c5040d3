import './LoadingOverlay.css';

/** A veil over the page with a spinner while the app loads; announced once as 'Loading...'. */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
