import type { ServerArea } from '../platform/area';

/** Sending money overseas: a quote at the day's rate with the fee, then its payment after the SMS step-up. */
export const internationalPaymentsArea: ServerArea = {
  name: 'international-payments',
  load: () => import('./area').then((m) => m.parts),
};
