import { Alert } from '../../../design-system/Alert';

/** What a support page shows when its content did not arrive. */
export function LoadFailed({ what }: { what: string }) {
  return <Alert tone="error" title="Sorry, an error has occurred.">{`We couldn't load ${what}. Please try again in a moment.`}</Alert>;
}
