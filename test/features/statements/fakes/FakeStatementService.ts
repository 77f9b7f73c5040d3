import type { LetterDelivery, StatementFile, StatementsOverview } from '../../../../src/features/statements/core/domain/Statement';
import type { StatementService } from '../../../../src/features/statements/core/ports/StatementService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

/** Aroha's statements as the fakes know them: two accounts in October, one in September. */
export const AROHA_STATEMENTS: StatementsOverview = {
  delivery: 'digital', preference: 'digital', canChoose: true,
  statements: [
    { accountId: '1000001-1', accountName: 'Everyday', accountNumber: '38-9123-1020001-00', month: '2026-10', transactionCount: 42 },
    { accountId: '1000001-2', accountName: 'Bills', accountNumber: '38-9123-1020002-00', month: '2026-10', transactionCount: 6 },
    { accountId: '1000001-1', accountName: 'Everyday', accountNumber: '38-9123-1020001-00', month: '2026-09', transactionCount: 39 },
  ],
};

/** jsdom has no TextEncoder: the fake's file is ASCII. */
const asciiBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * Statements in memory with the sandbox's rules: a statement not listed is 404, a malformed
 * month 400, a delivery choice while `canChoose` is false 404. The PDF is a minimal file
 * naming the account and month (the sandbox renders a real one).
 */
export class FakeStatementService implements StatementService {
  loggedIn = true;
  readonly downloads: string[] = [];
  private overviewState: StatementsOverview;

  constructor(start: StatementsOverview = AROHA_STATEMENTS) {
    this.overviewState = { ...start, statements: start.statements.map((s) => ({ ...s })) };
  }

  async overview(): Promise<StatementsOverview> {
    this.guard();
    return { ...this.overviewState, statements: this.overviewState.statements.map((s) => ({ ...s })) };
  }

  async statement(accountId: string, month: string): Promise<StatementFile> {
    this.guard();
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: "month must be 'YYYY-MM'." });
    const found = this.overviewState.statements.find((s) => s.accountId === accountId && s.month === month);
    if (!found) throw new ApiError(404, null, { message: 'There is no such statement.' });
    this.downloads.push(`${accountId}/${month}`);
    return { fileName: `statement-${accountId}-${month}.pdf`, bytes: asciiBytes(`%PDF-1.7\n% ${found.accountNumber} ${month}\n%%EOF\n`) };
  }

  async setDelivery(delivery: LetterDelivery): Promise<void> {
    this.guard();
    if (!this.overviewState.canChoose) throw new ApiError(404, null, { message: 'Choosing how letters are delivered is not available.' });
    this.overviewState = { ...this.overviewState, preference: delivery, delivery };
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
