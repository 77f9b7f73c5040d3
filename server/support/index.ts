import type { ServerArea } from '../platform/area';

/** Help content: pages, FAQs, branches, disclosures. */
export const supportArea: ServerArea = {
  name: 'support',
  load: () => import('./area').then((m) => m.parts),
};
