import type { ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

const reloadPage = () => window.location.reload();

/** The reload variant, offering 'Refresh the page'. */
export function ReloadErrorPage({ title, message, fullPage = false, onReload = reloadPage }: { title?: string; message?: ReactNode; fullPage?: boolean; onReload?: () => void }) {
  return <ErrorPage title={title} message={message} fullPage={fullPage} action={{ label: 'Refresh the page', onClick: onReload }} />;
}

/** A route that failed (its code could not load) is a full-page error with a refresh button. */
export function RouteErrorPage({ onReload }: { onReload?: () => void }) {
  return (
    <ReloadErrorPage
      fullPage
      message="This page didn't load properly. Refreshing the page usually fixes it."
      onReload={onReload}
    />
  );
}
