import { formatCalendarMonth } from '../../../../../contract/rules/AucklandDate';
/** How statements and letters reach the customer. */
export type LetterDelivery = 'digital' | 'posted';

/** One account's statement for one finished Auckland month ('YYYY-MM'). */
export interface StatementSummary {
  accountId: string;
  accountName: string;
  accountNumber: string;
  month: string;
  transactionCount: number;
}

export interface StatementsOverview {
  /** How letters go now, after the bank's rules (PostedLettersToggle, DigitalLetterBypass). */
  delivery: LetterDelivery;
  /** The customer's own choice. */
  preference: LetterDelivery;
  /** Whether the customer may choose (PostedLettersToggle). */
  canChoose: boolean;
  /** Newest month first. */
  statements: StatementSummary[];
}

/** A statement as a file to save. */
export interface StatementFile {
  fileName: string;
  bytes: Uint8Array;
}

/** 'YYYY-MM' → 'October 2026'. */
export const statementMonthLabel = formatCalendarMonth;

/** The statements grouped by month, newest first, each month's accounts in their order. */
export function statementsByMonth(statements: readonly StatementSummary[]): Array<{ month: string; statements: StatementSummary[] }> {
  const months: Array<{ month: string; statements: StatementSummary[] }> = [];
  for (const statement of statements) {
    const last = months[months.length - 1];
    if (last?.month === statement.month) last.statements.push(statement);
    else months.push({ month: statement.month, statements: [statement] });
  }
  return months;
}
