import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Database';
import { BRAND } from '../../contract/rules/brand';
import { aucklandDateOf } from '../../contract/rules/AucklandDate';
import type { Clock } from '../platform/clock/Clock';

/**
 * The secure messages of demo-customers.md: Aroha (1000001) has two unread and one read;
 * everyone else, Jack (1000004) included, has none. Times are relative to the seed, so the
 * inbox always looks recent. Bodies are plain text; paragraphs split on blank lines.
 *
 * What a message says agrees with the rest of the seed (docs/demo-data.md): the term deposit's
 * maturity date and rate are read from the term_deposits row its page shows, and dates are
 * written as dates, not "in 14 days", so they stay true as the sandbox's clock moves on.
 */
export interface MessageFacts {
  /** The Auckland date the message was sent. */
  sentOn: string;
  termDeposit: { name: string; maturityDate: string; rateBps: number; termMonths: number } | null;
}

export interface DemoMessage {
  customerNumber: string; daysAgo: number; status: 'Sent' | 'Read';
  subject: (facts: MessageFacts) => string;
  body: (facts: MessageFacts) => string;
}

const DAY = 24 * 60 * 60 * 1000;
const LONG_DATE = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const DAY_MONTH = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', day: 'numeric', month: 'long' });
const at = (date: string) => new Date(`${date}T00:00:00Z`);
/** 510 as '5.10% p.a.' (integer arithmetic, as the account page shows it). */
export const rateText = (bps: number) => `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}% p.a.`;
/** The first day of the month after `date`, 'YYYY-MM-DD'. */
const firstOfNextMonth = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};
const signOff = `Ngā mihi,\nThe ${BRAND.product} team`;

export const DEMO_MESSAGES: DemoMessage[] = [
  {
    customerNumber: '1000001', daysAgo: 1, status: 'Sent',
    subject: () => 'Your replacement Kōwhai Visa card is on its way',
    // Manage cards has no activation step: the message asks for none.
    body: () => 'Kia ora Aroha,\n\nYour replacement Kōwhai Visa card was posted today and should reach you within 5 working days. '
      + 'It has the same card number as your current card and works as soon as it arrives: there is nothing to activate. '
      + 'Your current card keeps working until then; cut it up once the new one is in your hands.\n\n'
      + `If it hasn't arrived in 10 working days, call us on ${BRAND.phone}.\n\n${signOff}`,
  },
  {
    customerNumber: '1000001', daysAgo: 4, status: 'Sent',
    subject: ({ termDeposit }) => `Your term deposit matures on ${termDeposit ? DAY_MONTH.format(at(termDeposit.maturityDate)) : 'its maturity date'}`,
    body: ({ termDeposit }) => {
      const td = termDeposit ?? { name: 'term deposit', maturityDate: '', rateBps: 0, termMonths: 12 };
      return `Kia ora Aroha,\n\nYour ${td.name} matures on ${td.maturityDate ? LONG_DATE.format(at(td.maturityDate)) : 'its maturity date'}. `
        + `Until then it earns ${rateText(td.rateBps)}. If you do nothing, we will reinvest the balance `
        + `and interest for another ${td.termMonths} months at the rate on the day it matures.\n\n`
        + 'To choose something else, such as paying it into your Online Saver, select the term deposit in internet banking '
        + `before it matures.\n\n${signOff}`;
    },
  },
  {
    customerNumber: '1000001', daysAgo: 23, status: 'Read',
    subject: () => 'We are removing the monthly fee on Everyday accounts',
    body: ({ sentOn }) => `Kia ora Aroha,\n\nFrom ${DAY_MONTH.format(at(firstOfNextMonth(sentOn)))} there is no monthly account fee on Everyday accounts. `
      + 'You do not need to do anything.\n\n'
      + `Our updated fees and charges guide is on our website.\n\n${signOff}`,
  },
];

/**
 * Inserts the demo messages (called by the demo seed, inside its transaction, on a fresh
 * database only, after the product facts it quotes).
 */
export async function seedDemoMessages(tx: Queryable, clock: Clock): Promise<void> {
  const now = clock.nowMs();
  for (const message of DEMO_MESSAGES) {
    const { rows: [td] } = await tx.query<{ name: string; maturity_date: string; interest_rate_bps: number; term_months: number }>(
      `SELECT a.name, d.maturity_date::text AS maturity_date, d.interest_rate_bps, d.term_months
         FROM term_deposits d JOIN accounts a ON a.id = d.account_id
        WHERE a.customer_number = $1 ORDER BY a.sort_order LIMIT 1`, [message.customerNumber]);
    const facts: MessageFacts = {
      sentOn: aucklandDateOf(now - message.daysAgo * DAY),
      termDeposit: td ? { name: td.name, maturityDate: td.maturity_date, rateBps: Number(td.interest_rate_bps), termMonths: Number(td.term_months) } : null,
    };
    await tx.query(
      `INSERT INTO customer_messages (id, customer_number, subject, body, received_at, status)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), message.customerNumber, message.subject(facts), message.body(facts), new Date(now - message.daysAgo * DAY).toISOString(), message.status],
    );
  }
}
