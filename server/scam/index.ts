import type { ServerArea } from '../platform/area';

/** Scam protection: the payment gate, held payments, reports and the banking lock. */
export const scamArea: ServerArea = {
  name: 'scam',
  load: () => import('./area').then((m) => m.parts),
};

// The door: what other areas and server/app use of this one (they import nothing else from it).
export { APPROVAL, requireApproval } from './approval';
export { isBankingLocked, lockRefusesLogin, unlockBanking } from './bankingLock';
export { recordFactorChange } from './factorChanges';
export { payWithScamProtection, paymentPrecheck } from './paymentGate';
export { dailyLimitRefusal, paidToNewAccountsToday, paidToOthersToday } from './paymentLimits';
export { automaticPaymentRunRefusal, automaticPaymentSetupRefusal, declinedDestination } from './automaticPaymentGate';
