import type { ServerArea } from '../platform/area';

/** Applying for products, as a customer or a new one, and the actions the bank asks of a customer. */
export const applyArea: ServerArea = {
  name: 'apply',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { LENDING_POLICY, monthlyRepaymentCents } from './decide';
export { openAccount } from './openAccount';
export { withdrawApplication } from './applicationState';
// The checks on a customer's file, shared with every area that accepts one (secure messages).
export { acceptUploads, checkUpload, type UploadVerdict } from './uploadCheck';
