export type DialogTone = 'info' | 'success' | 'warning';

/** The themed dialog icons: info (blue), success (green tick), warning (orange alert). */
export function DialogIcon({ tone }: { tone: DialogTone }) {
  return (
    <span className={`ds-dialog-icon ds-dialog-icon--${tone}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        <circle cx="12" cy="12" r="12" fill="currentColor" />
        {tone === 'success' ? <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" /> : null}
        {tone === 'info' ? <><rect x="10.8" y="10" width="2.4" height="8" rx="1.2" fill="#fff" /><circle cx="12" cy="6.8" r="1.5" fill="#fff" /></> : null}
        {tone === 'warning' ? <><rect x="10.8" y="5.5" width="2.4" height="8.5" rx="1.2" fill="#fff" /><circle cx="12" cy="17.5" r="1.5" fill="#fff" /></> : null}
      </svg>
    </span>
  );
}
