import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './accounts';

export const CustomerProfile = Type.Object({
  customerNumber: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
}, { $id: 'CustomerProfile' });
export type CustomerProfile = Static<typeof CustomerProfile>;

/**
 * GET /api/dashboard: what the home page shows beside the accounts (those come from
 * GET /api/accounts): recent activity across the accounts, payments due in the next weeks,
 * what is waiting for the customer, this month's spending by category and their insurance.
 * Money is signed integer cents; dates are Pacific/Auckland calendar dates, instants ISO 8601.
 */

export const ActivityItemDto = Type.Object({
  /** The posting's own id: a transfer between two of the customer's accounts is two items. */
  id: Type.String(),
  accountId: Type.String(),
  accountName: Type.String(),
  description: Type.String(),
  /** Into the account when positive, out of it when negative. */
  amountCents: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('posted')]),
  date: IsoDate,
  at: Type.String({ format: 'date-time' }),
});
export type ActivityItemDto = Static<typeof ActivityItemDto>;

export const UpcomingPaymentDto = Type.Object({
  /** The scheduled payment's id, or the automatic payment's id and the date it runs. */
  id: Type.String(),
  kind: Type.Union([Type.Literal('scheduled'), Type.Literal('automatic')]),
  /** Who is paid ('Mercury Energy'), or the account a transfer goes to. */
  to: Type.String(),
  fromAccountId: Type.String(),
  fromAccountName: Type.String(),
  /** What leaves the account, a positive amount. */
  amountCents: Type.Integer({ minimum: 1 }),
  date: IsoDate,
  /** How often an automatic payment repeats; null for a one-off scheduled payment. */
  frequency: Type.Union([Type.Literal('weekly'), Type.Literal('fortnightly'), Type.Literal('monthly'), Type.Null()]),
});
export type UpcomingPaymentDto = Static<typeof UpcomingPaymentDto>;

export const WaitingItemDto = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('eftpos-request'), Type.Literal('refund'), Type.Literal('application-documents')]),
  /** A plain sentence for the customer: 'Mighty Ape is asking you to approve a payment'. */
  title: Type.String(),
  amountCents: Type.Union([Type.Integer(), Type.Null()]),
  /** When it stops waiting (an EFTPOS request expires); null when it waits indefinitely. */
  until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The in-app path where the customer deals with it. */
  href: Type.String(),
  /** The words of the link to it: 'Review request', 'Get your refund', 'Upload documents'. */
  action: Type.String(),
});
export type WaitingItemDto = Static<typeof WaitingItemDto>;

export const SpendingCategoryDto = Type.Object({
  category: Type.String(),
  amountCents: Type.Integer({ minimum: 0 }),
});
export type SpendingCategoryDto = Static<typeof SpendingCategoryDto>;

export const SpendingDto = Type.Object({
  /** The Auckland month, 'YYYY-MM', from its first day up to now. */
  month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
  totalCents: Type.Integer({ minimum: 0 }),
  /** Largest first; every category with spending, 'Other' last. */
  categories: Type.Array(SpendingCategoryDto),
});
export type SpendingDto = Static<typeof SpendingDto>;

export const InsuranceSummaryDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  coverCents: Type.Integer(),
});
export type InsuranceSummaryDto = Static<typeof InsuranceSummaryDto>;

export const DashboardDto = Type.Object({
  recentActivity: Type.Array(ActivityItemDto),
  upcoming: Type.Array(UpcomingPaymentDto),
  waiting: Type.Array(WaitingItemDto),
  spending: SpendingDto,
  insurance: Type.Array(InsuranceSummaryDto),
}, { $id: 'DashboardDto' });
export type DashboardDto = Static<typeof DashboardDto>;
