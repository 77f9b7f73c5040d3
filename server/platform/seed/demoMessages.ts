import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { BRAND } from '../../../contract/rules/brand';
import type { Clock } from '../clock/Clock';

/**
 * The secure messages of demo-customers.md: Aroha (1000001) has two unread and one read;
 * everyone else, Jack (1000004) included, has none. Times are relative to the seed, so the
 * inbox always looks recent. Bodies are plain text; paragraphs split on blank lines.
 */
export interface DemoMessage { customerNumber: string; daysAgo: number; status: 'Sent' | 'Read'; subject: string; body: string }

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_MESSAGES: DemoMessage[] = [
  {
    customerNumber: '1000001', daysAgo: 1, status: 'Sent',
    subject: 'Your replacement Kōwhai Visa card is on its way',
    body: 'Kia ora Aroha,\n\nYour replacement Kōwhai Visa card was posted today and should reach you within 5 working days. '
      + 'Your current card keeps working until you activate the new one in internet banking or the app.\n\n'
      + `If it hasn't arrived in 10 working days, call us on ${BRAND.phone}.\n\nNgā mihi,\nThe ${BRAND.product} team`,
  },
  {
    customerNumber: '1000001', daysAgo: 4, status: 'Sent',
    subject: 'Your term deposit matures in 14 days',
    body: 'Kia ora Aroha,\n\nYour Term Deposit 12 months matures in 14 days. If you do nothing, we will reinvest the balance '
      + 'and interest for another 12 months at the rate on the day it matures.\n\n'
      + 'To choose something else, such as paying it into your Online Saver, select the term deposit in internet banking '
      + `before it matures.\n\nNgā mihi,\nThe ${BRAND.product} team`,
  },
  {
    customerNumber: '1000001', daysAgo: 23, status: 'Read',
    subject: 'We are removing the monthly fee on Everyday accounts',
    body: 'Kia ora Aroha,\n\nFrom 1 February there is no monthly account fee on Everyday accounts. You do not need to do anything.\n\n'
      + `Our updated fees and charges guide is on our website.\n\nNgā mihi,\nThe ${BRAND.product} team`,
  },
];

/** Inserts the demo messages (called by the demo seed, inside its transaction, on a fresh database only). */
export async function seedDemoMessages(tx: Queryable, clock: Clock): Promise<void> {
  const now = clock.nowMs();
  for (const message of DEMO_MESSAGES) {
    await tx.query(
      `INSERT INTO customer_messages (id, customer_number, subject, body, received_at, status)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), message.customerNumber, message.subject, message.body, new Date(now - message.daysAgo * DAY).toISOString(), message.status],
    );
  }
}
