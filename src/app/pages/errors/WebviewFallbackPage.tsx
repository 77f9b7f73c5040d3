import { ErrorPage } from './ErrorPage';

/** Shown inside the native app for a page the webview cannot show. */
export function WebviewFallbackPage({ onClose }: { onClose: () => void }) {
  return <ErrorPage title="This page cannot be displayed in a webview" icon="info" action={{ label: 'Close', onClick: onClose }} />;
}
