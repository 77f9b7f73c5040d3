import type { AxiosInstance } from 'axios';
import type { ClientErrorSender } from '../browser/ReportingMonitoring';

const PATH = '/api/client-errors';

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
