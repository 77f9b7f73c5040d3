import type { ServerArea } from '../platform/area';

/** The double-entry ledger every money movement posts to (a library: no routes of its own). */
export const ledgerArea: ServerArea = {
  name: 'ledger',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { applyPostings, lockAccounts } from './accountLocks';
export { postedOnDueDate } from './dueDate';
export { storedAnswer } from './idempotency';
export type { Outcome } from './idempotency';
export { recordMovement } from './ledger';
export type { Destination } from './ledger';
export { merchantAccountOf } from './merchantAccounts';
export { MONEY_ERRORS, idempotentRequestOf, invalidInput, moneyPost, replyOnce } from './moneyRoutes';
export { refusalOutcome } from './refusals';
