import type { ServerArea } from '../platform/area';

/** The customer's contact details and their confirmed changes. */
export const contactArea: ServerArea = {
  name: 'contact',
  load: () => import('./area').then((m) => m.parts),
};

// The door: the current-password check other areas ask before a sensitive change (passkeys).
export { PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE, checkCurrentPassword } from './currentPassword';
// and the address a letter or statement is sent to.
export { mailingAddressLines } from './contactRecords';
