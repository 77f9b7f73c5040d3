import type { Cents } from '../../../../../contract/rules/Money';

/** One movement on one of the customer's accounts. */
export interface ActivityItem {
  id: string; accountId: string; accountName: string; description: string;
  /** Into the account when positive. */
  amount: Cents;
  pending: boolean;
  /** Auckland calendar date, 'YYYY-MM-DD'. */
  date: string;
}

/** A payment due soon: one scheduled for a date, or a run of an automatic payment. */
export interface UpcomingPayment {
  id: string; automatic: boolean; to: string; fromAccountId: string; fromAccountName: string;
  amount: Cents; date: string; frequency: 'weekly' | 'fortnightly' | 'monthly' | null;
}

/** Something the customer needs to act on, and where they act on it. */
export interface WaitingItem {
  id: string; kind: 'eftpos-request' | 'refund' | 'application-documents'; title: string;
  amount: Cents | null; until: string | null; href: string; action: string;
}

export interface Spending { month: string; total: Cents; categories: Array<{ category: string; amount: Cents }> }

export interface InsuranceSummary { id: string; name: string; cover: Cents }

/** What the home page shows beside the accounts. */
export interface DashboardOverview {
  recentActivity: ActivityItem[]; upcoming: UpcomingPayment[]; waiting: WaitingItem[]; spending: Spending; insurance: InsuranceSummary[];
}
