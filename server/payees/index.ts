import type { ServerArea } from '../platform/area';

/** Payees: domestic, Confirmation of Payee, international and direct debits. */
export const payeesArea: ServerArea = {
  name: 'payees',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { lookUpAccountHolder } from './accountHolders';
export { findInternationalPayee } from './internationalQueries';
export { payeeInputErrors } from './inputErrors';
export { matchName } from './nameMatch';
export { ACCOUNT_NUMBER_MESSAGE } from './rules';
export type { FieldProblem } from './rules';
