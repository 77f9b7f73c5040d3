import { formatMoney } from '../../contract/rules/Money';
import { dailyLimitProblem } from '../../contract/rules/PaymentLimit';
import { BRAND } from '../../contract/rules/brand';
import { RISK_DECLINED } from '../../contract/scam';
import type { Queryable } from '../platform/db/Database';
import { isBankingLocked } from './bankingLock';
import { sandboxOutcomeFor } from './magicSandbox';
import { dailyLimitOf, lockDailyLimit, paidToOthersToday } from './paymentLimits';
import { isOwnAccount } from './riskFacts';
import { REPORTED_FOR_SQL } from './scamReports';

/** Why an automatic payment is refused: its words for the customer, and a short reason kept with a refused run. */
export interface AutomaticPaymentRefusal { reason: 'banking-locked' | 'reported-scam-account' | 'daily-limit'; message: string; NativeErrorCode?: number }

export interface StandingPayment { customerNumber: string; toAccountNumber: string; payeeName: string; amountCents: number }

/** Whether money to this account is declined for this customer: the shared scam list, their own reports, the sandbox's magic decline. */
export async function declinedDestination(db: Queryable, p: Pick<StandingPayment, 'customerNumber' | 'toAccountNumber' | 'payeeName'>): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 WHERE ${REPORTED_FOR_SQL}`, [p.customerNumber, p.toAccountNumber]);
  return rows.length > 0 || sandboxOutcomeFor(p.toAccountNumber, p.payeeName) === 'decline';
}

const reported = (): AutomaticPaymentRefusal => ({
  reason: 'reported-scam-account', NativeErrorCode: RISK_DECLINED,
  message: `We've declined this automatic payment to protect you: this account has been reported to us as used by scammers. If you think this is wrong, call us on ${BRAND.phone}.`,
});

/**
 * The one gate for money leaving, for an automatic payment as it is set up or changed: the
 * shared scam list (and the sandbox's magic decline) refuses it, and so does an amount that
 * one day's limit for payments to others could never let through. The banking lock refuses the
 * request itself (requireCustomer). Own accounts pass: nothing leaves the customer.
 */
export async function automaticPaymentSetupRefusal(db: Queryable, p: StandingPayment): Promise<AutomaticPaymentRefusal | null> {
  if (await isOwnAccount(db, p.customerNumber, p.toAccountNumber)) return null;
  if (await declinedDestination(db, p)) return reported();
  const { limitCents } = await dailyLimitOf(db, p.customerNumber);
  if (p.amountCents > limitCents) {
    return { reason: 'daily-limit', message: `Each payment would be over your daily limit for payments to others (${formatMoney(limitCents)}).` };
  }
  return null;
}

/**
 * The same gate each time an automatic payment to another's account falls due, inside the run's
 * transaction: a locked banking, a destination reported since it was set up, or a day whose
 * limit the payment would pass (counted with the day's other payments to others, limit row
 * locked) refuses this run.
 */
export async function automaticPaymentRunRefusal(tx: Queryable, p: StandingPayment, day: string): Promise<AutomaticPaymentRefusal | null> {
  // Into the customer's own account nothing leaves: a savings plan carries on while locked.
  if (await isOwnAccount(tx, p.customerNumber, p.toAccountNumber)) return null;
  if (await isBankingLocked(tx, p.customerNumber)) return { reason: 'banking-locked', message: 'Your banking is locked.' };
  if (await declinedDestination(tx, p)) return reported();
  const { limitCents } = await lockDailyLimit(tx, p.customerNumber);
  const problem = dailyLimitProblem({ limitCents, usedTodayCents: await paidToOthersToday(tx, p.customerNumber, day) }, p.amountCents);
  return problem ? { reason: 'daily-limit', message: problem } : null;
}
