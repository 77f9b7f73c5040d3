import type { WaitingItemDto } from '../../contract/dashboard';
import type { Queryable } from '../platform/db/Database';

/** Lending applications a person looks at: referred ones wait for the customer's documents. */
const DOCUMENT_PRODUCTS = ['personal-loan', 'credit-card', 'home-loan-top-up', 'overdraft', 'credit-card-limit-increase'];

const PRODUCT_WORDS: Record<string, string> = {
  'personal-loan': 'personal loan', 'credit-card': 'credit card', 'home-loan-top-up': 'home loan top-up',
  overdraft: 'overdraft', 'credit-card-limit-increase': 'credit card limit increase',
};

/** Online EFTPOS requests a shop is waiting on (unless the customer turned the service off), soonest expiry first. */
async function eftposRequests(db: Queryable, customerNumber: string, now: Date): Promise<WaitingItemDto[]> {
  const { rows } = await db.query<{ id: string; merchant: string; amount_cents: string | number; expires_at: Date | string }>(
    `SELECT r.id, r.merchant, r.amount_cents, r.expires_at FROM eftpos_requests r
      WHERE r.customer_number = $1 AND r.status = 'pending' AND r.expires_at > $2
        AND coalesce((SELECT s.enabled FROM eftpos_settings s WHERE s.customer_number = r.customer_number), true)
      ORDER BY r.expires_at, r.id`, [customerNumber, now]);
  return rows.map((r) => ({
    id: `eftpos:${r.id}`, kind: 'eftpos-request', title: `${r.merchant} is asking you to approve a payment`,
    amountCents: Number(r.amount_cents), until: new Date(r.expires_at).toISOString(), href: '/settings/online-eftpos', action: 'Review request',
  }));
}

/** A consumer-credit refund the customer has not yet asked to be paid. */
async function refund(db: Queryable, customerNumber: string): Promise<WaitingItemDto[]> {
  const { rows } = await db.query<{ refund_cents: string | number }>(
    `SELECT r.refund_cents FROM remediation_recipients r
      WHERE r.customer_number = $1 AND NOT EXISTS (SELECT 1 FROM remediation_submissions s WHERE s.customer_number = r.customer_number)`,
    [customerNumber]);
  return rows.map((r) => ({
    // Not the case reference: that is the letter's secret the refund's verification asks for.
    id: 'refund', kind: 'refund', title: 'You have a refund waiting', amountCents: Number(r.refund_cents),
    until: null, href: '/online/refund', action: 'Get your refund',
  }));
}

/** Referred lending applications with no document sent yet. */
async function applicationsNeedingDocuments(db: Queryable, customerNumber: string): Promise<WaitingItemDto[]> {
  const { rows } = await db.query<{ id: string; product: string }>(
    `SELECT a.id, a.product FROM applications a
      WHERE a.customer_number = $1 AND a.status = 'referred' AND a.product = ANY($2)
        AND NOT EXISTS (SELECT 1 FROM application_documents d WHERE d.application_id = a.id)
      ORDER BY a.updated_at DESC`, [customerNumber, DOCUMENT_PRODUCTS]);
  return rows.map((r) => ({
    id: `application:${r.id}`, kind: 'application-documents',
    title: `We need documents for your ${PRODUCT_WORDS[r.product] ?? 'application'} application`, amountCents: null, until: null,
    href: `/apply/upload?for=${encodeURIComponent(r.product)}&application=${encodeURIComponent(r.id)}`, action: 'Upload documents',
  }));
}

/** Everything waiting for the customer to act on: money first (a refund, a shop waiting), then applications. */
export async function waitingItems(db: Queryable, customerNumber: string, nowMs: number): Promise<WaitingItemDto[]> {
  return [
    ...await refund(db, customerNumber),
    ...await eftposRequests(db, customerNumber, new Date(nowMs)),
    ...await applicationsNeedingDocuments(db, customerNumber),
  ];
}
