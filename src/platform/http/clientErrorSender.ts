import type { AxiosInstance } from 'axios';
import type { ClientErrorEntry } from '../../../contract/client-errors';

const PATH = '/api/client-errors';

/** How reports leave the browser (POST /api/client-errors). */
export interface ClientErrorSender {
  /** Sends one batch now; what it answers or how it fails does not matter (and is never reported). */
  post(entries: ClientErrorEntry[]): Promise<unknown>;
  /** Sends one batch as the page goes away (no answer is waited for); false when the browser would not take it. */
  beacon(entries: ClientErrorEntry[]): boolean;
}

/**
 * POST /api/client-errors through an HTTP client of its own (createHttpClient with the session's
 * bearer, but no error hook: a failed report reaches neither Monitoring nor the session's
 * expiry handling), and as a beacon when the page goes away (no headers there: the bank counts
 * it under the address, as an anonymous visitor's).
 */
export function clientErrorSender(http: AxiosInstance, origin: string, beacon: Navigator['sendBeacon'] | undefined): ClientErrorSender {
  return {
    post: (entries) => http.post(PATH, { entries }),
    beacon: (entries) => Boolean(beacon?.(`${origin}${PATH}`, new Blob([JSON.stringify({ entries })], { type: 'application/json' }))),
  };
}
