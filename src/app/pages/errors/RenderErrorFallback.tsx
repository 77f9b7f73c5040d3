import { ErrorPage } from './ErrorPage';

/** What shows in place of a part of the page that failed to render. */
export function RenderErrorFallback() {
  return (
    <ErrorPage
      title="Sorry, this page isn't available right now"
      message="We're working to resolve the issue as soon as possible."
    />
  );
}
