import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { KiwiSaverLandingDto, KiwiSaverTopUpRequest } from '../../contract/kiwisaver';
import { canTopUpKiwiSaverFrom, contributionRateProblem, KIWISAVER_WORDS, nextBusinessDay, topUpOverAvailable } from '../../contract/rules/KiwiSaverChanges';
import type { Queryable } from '../platform/db/Database';
import { recordSecurityEvent } from '../platform/securityLog/securityLog';
import { recordMovement } from '../ledger';
import type { Outcome } from '../ledger';
import { refusalOutcome } from '../ledger';
import { readReceipt } from '../pay';
import { makeDueSwitches, readLanding, readMember } from './landing';

type Change = { status: 200; body: KiwiSaverLandingDto } | { status: 400 | 404 | 409; body: { message: string } };
const NOT_A_MEMBER = { status: 404 as const, body: { message: "You're not a member of our KiwiSaver scheme." } };

/**
 * Asks to switch the member's fund, inside the caller's transaction (the member row locked, so two
 * tabs cannot each ask). Made on the next business day; until then it is the one pending switch.
 */
export async function switchFund(tx: Queryable, request: FastifyRequest, customer: string, fund: string, today: string): Promise<Change> {
  await makeDueSwitches(tx, customer, today);
  const member = await readMember(tx, customer, true);
  if (!member) return NOT_A_MEMBER;
  const { rows: [known] } = await tx.query<{ name: string }>('SELECT name FROM kiwisaver_funds WHERE name = $1', [fund]);
  if (!known) return { status: 400, body: { message: KIWISAVER_WORDS.unknownFund } };
  const { rows: [pending] } = await tx.query('SELECT 1 FROM kiwisaver_fund_switches WHERE customer_number = $1 AND NOT made', [customer]);
  if (pending) return { status: 409, body: { message: KIWISAVER_WORDS.switchPending } };
  if (member.fund === fund) return { status: 409, body: { message: KIWISAVER_WORDS.sameFund } };
  const effectiveDate = nextBusinessDay(today);
  await tx.query('INSERT INTO kiwisaver_fund_switches (id, customer_number, from_fund, to_fund, effective_date) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), customer, member.fund, fund, effectiveDate]);
  await recordSecurityEvent(tx, request, { type: 'kiwisaver-fund-switch-requested', detail: { from: member.fund, to: fund, effectiveDate } });
  return { status: 200, body: await readLanding(tx, customer, today) };
}

/** Changes an employed member's contribution rate (what their employer deducts from the next pay). */
export async function changeContributionRate(tx: Queryable, request: FastifyRequest, customer: string, ratePercent: number, today: string): Promise<Change> {
  const member = await readMember(tx, customer, true);
  if (!member) return NOT_A_MEMBER;
  const problem = contributionRateProblem(ratePercent, member.employed);
  if (problem) return { status: member.employed ? 400 : 409, body: { message: problem } };
  await tx.query('UPDATE kiwisaver_members SET contribution_rate = $2 WHERE customer_number = $1', [customer, ratePercent]);
  await recordSecurityEvent(tx, request, { type: 'kiwisaver-rate-changed', detail: { from: Number(member.contribution_rate), to: ratePercent } });
  return { status: 200, body: await readLanding(tx, customer, today) };
}

/**
 * A voluntary top-up: a transfer from one of the member's everyday or savings accounts into their
 * KiwiSaver account, now, through the ledger (before − amount = after), inside the caller's
 * transaction. It counts as a member contribution this KiwiSaver year (the government's 25c per $1).
 */
export async function topUpKiwiSaver(tx: Queryable, customer: string, body: KiwiSaverTopUpRequest): Promise<Outcome> {
  const member = await readMember(tx, customer);
  if (!member) return NOT_A_MEMBER;
  const result = await recordMovement(tx, {
    customerNumber: customer, kind: 'transfer', fromAccountId: body.fromAccountId, to: { accountId: member.account_id },
    amountCents: body.amountCents, reference: 'Voluntary',
    describe: (from) => ({ from: 'KiwiSaver voluntary top-up', to: `Voluntary top-up from ${from.name}` }),
    check: (from, into) => {
      if (!into || into.customerNumber !== customer) return 'not-found';
      if (!canTopUpKiwiSaverFrom(from.product)) return { problem: KIWISAVER_WORDS.topUpFromInvalid };
      return body.amountCents > from.availableCents ? { problem: topUpOverAvailable(from.availableCents) } : null;
    },
  });
  if (!result.ok) return refusalOutcome(result.refusal);
  await tx.query('UPDATE kiwisaver_members SET member_contributions_year_cents = member_contributions_year_cents + $2 WHERE customer_number = $1',
    [customer, body.amountCents]);
  return { status: 200, body: await readReceipt(tx, customer, result.id) };
}
