import type { PaymentRequest } from '../../contract/pay';
import { BRAND } from '../../contract/rules/brand';
import { isFutureDate } from '../../contract/rules/PaymentDate';
import { dailyLimitProblem, newPayeeLimitProblem } from '../../contract/rules/PaymentLimit';
import { RISK_DECLINED, RISK_WARNING } from '../../contract/scam';
import type { Queryable } from '../platform/db/Database';
import type { Outcome } from '../ledger';
import { refusalOutcome } from '../ledger';
import { destinationOf, makePayment } from '../pay';
import { holdPayment } from './heldPayments';
import { lockDailyLimit, dailyLimitOf, paidToOthersToday, paidToYoungPayee } from './paymentLimits';
import { gatherRiskFacts, isOwnAccount } from './riskFacts';
import { decideRisk, type RiskDecision } from './riskRules';

export interface PaymentContext {
  customerNumber: string;
  sessionId: string;
  body: PaymentRequest;
  today: string;
}

const declined = (d: RiskDecision): Outcome => ({ status: 403, body: {
  NativeErrorCode: RISK_DECLINED,
  message: `We've declined this payment to protect you: ${d.reasons}. If you think this is wrong, call us on ${BRAND.phone}.`,
} });

const warning = (d: RiskDecision): Outcome => ({ status: 409, body: {
  NativeErrorCode: RISK_WARNING, riskOutcome: d.outcome, reasons: d.reasons,
  message: d.outcome === 'hold'
    ? 'This payment looks like a scam we see often. If you still want to make it, we will hold it for 24 hours for your protection.'
    : 'This payment looks like a scam we see often. Please read why before you go on.',
} });

async function recordDecision(tx: Queryable, ctx: PaymentContext, accountNumber: string, d: RiskDecision, ids: { transactionId?: string; heldId?: string } = {}) {
  await tx.query(
    `INSERT INTO payment_risk_decisions (customer_number, outcome, rules, reasons, purpose, amount_cents, account_number, transaction_id, held_payment_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [ctx.customerNumber, d.outcome, d.rules, d.reasons, ctx.body.purpose ?? null, ctx.body.amountCents, accountNumber,
      ids.transactionId ?? null, ids.heldId ?? null]);
}

async function moreThanAvailable(db: Queryable, ctx: PaymentContext): Promise<boolean> {
  if (ctx.body.date && isFutureDate(ctx.body.date, ctx.today)) return false;
  const { rows: [from] } = await db.query<{ available_cents: string }>(
    'SELECT available_cents FROM accounts WHERE id = $1 AND customer_number = $2', [ctx.body.fromAccountId, ctx.customerNumber]);
  return Boolean(from) && ctx.body.amountCents > Number(from?.available_cents);
}

type Assessment = { refusal: Outcome } | { own: true } | { own: false; accountNumber: string; name: string; decision: RiskDecision };

/**
 * The limit and risk checks of a payment to another's account. `locked`: inside the payment's
 * transaction, with the customer's limit row locked (the check that counts); otherwise a
 * read-only look before a code is sent, so a payment that will be refused costs no SMS.
 */
async function assess(db: Queryable, ctx: PaymentContext, locked: boolean): Promise<Assessment | null> {
  const to = await destinationOf(db, ctx.customerNumber, ctx.body.to);
  if (!to) return null;
  if (await isOwnAccount(db, ctx.customerNumber, to.accountNumber)) return { own: true };
  const limit = locked ? await lockDailyLimit(db, ctx.customerNumber) : await dailyLimitOf(db, ctx.customerNumber);
  // A payment for a later date counts against that day's limit.
  const payDay = ctx.body.date && isFutureDate(ctx.body.date, ctx.today) ? ctx.body.date : ctx.today;
  const used = await paidToOthersToday(db, ctx.customerNumber, payDay);
  const payeeId = 'payeeId' in ctx.body.to ? ctx.body.to.payeeId : null;
  const young = payeeId ? await paidToYoungPayee(db, ctx.customerNumber, payeeId) : null;
  const overLimit = dailyLimitProblem({ limitCents: limit.limitCents, usedTodayCents: used }, ctx.body.amountCents)
    ?? (young === null ? null : newPayeeLimitProblem(young, ctx.body.amountCents));
  // More than the money there is: that refusal is the one to tell (both refuse, so neither is a way round the other).
  if (overLimit) return { refusal: refusalOutcome(await moreThanAvailable(db, ctx) ? 'insufficient-funds' : { problem: overLimit }) };
  const facts = await gatherRiskFacts(db, {
    customerNumber: ctx.customerNumber, sessionId: ctx.sessionId, accountNumber: to.accountNumber, name: to.name,
    payeeId, amountCents: ctx.body.amountCents, purpose: ctx.body.purpose ?? null, today: ctx.today,
  });
  return { own: false, accountNumber: to.accountNumber, name: to.name, decision: decideRisk(facts) };
}

/**
 * Before the step-up: the answer to send now (over the limit, declined, or a warning to read),
 * or null to go on. A decline or warning shown is recorded with its words.
 */
export async function paymentPrecheck(db: Queryable, ctx: PaymentContext): Promise<Outcome | null> {
  const a = await assess(db, ctx, false);
  if (!a || 'refusal' in a) return a?.refusal ?? null;
  if (a.own) return null;
  if (a.decision.outcome === 'decline') {
    await recordDecision(db, ctx, a.accountNumber, a.decision);
    return declined(a.decision);
  }
  if ((a.decision.outcome === 'warn' || a.decision.outcome === 'hold') && !ctx.body.riskAcknowledged) {
    await recordDecision(db, ctx, a.accountNumber, a.decision);
    return warning(a.decision);
  }
  return null;
}

/**
 * Makes a payment with scam protection, inside the payment's database transaction: the daily
 * limit (row locked), the risk engine's decision (stored with its words), then the payment, a
 * hold (202, no money moves) or the refusal.
 */
export async function payWithScamProtection(tx: Queryable, ctx: PaymentContext): Promise<Outcome> {
  const a = await assess(tx, ctx, true);
  if (a && 'refusal' in a) return a.refusal;
  if (!a || a.own) return makePayment(tx, ctx.customerNumber, ctx.body, ctx.today);
  const { decision } = a;
  if (decision.outcome === 'decline') {
    await recordDecision(tx, ctx, a.accountNumber, decision);
    return declined(decision);
  }
  if (decision.outcome !== 'allow' && !ctx.body.riskAcknowledged) {
    await recordDecision(tx, ctx, a.accountNumber, decision);
    return warning(decision);
  }
  if (decision.outcome === 'hold') {
    // A payment the money is not there for is refused now, not held (nor held without the step-up it would have needed).
    if (await moreThanAvailable(tx, ctx)) return refusalOutcome('insufficient-funds');
    const held = await holdPayment(tx, { customerNumber: ctx.customerNumber, request: ctx.body, accountNumber: a.accountNumber, name: a.name, reasons: decision.reasons });
    await recordDecision(tx, ctx, a.accountNumber, decision, { heldId: held.id });
    return { status: 202, body: held };
  }
  const paid = await makePayment(tx, ctx.customerNumber, ctx.body, ctx.today);
  const receipt = paid.body as { id?: string };
  if (paid.status === 200 && receipt.id) {
    await tx.query('UPDATE ledger_transactions SET purpose = $2 WHERE id = $1', [receipt.id, ctx.body.purpose ?? null]);
    await recordDecision(tx, ctx, a.accountNumber, decision, { transactionId: receipt.id });
  }
  return paid;
}
