import type { Clock } from '../../../../kernel/ports/Clock';
import type { AccountDetails } from '../domain/AccountDetails';
import { toCsv } from '../domain/csvExport';
import { exportFileName, exportRangeProblem, MIME_TYPES, type ExportFile, type ExportFormat, type ExportRangeProblem } from '../domain/exportFile';
import { toOfx } from '../domain/ofxExport';
import { addsUp } from '../domain/StatementRange';
import { utf8Bytes } from '../domain/utf8';
import type { AccountHistory } from '../ports/AccountHistory';

/** A range the customer asked for that cannot be exported; nothing was fetched. */
export class ExportRangeError extends Error {
  constructor(readonly problem: ExportRangeProblem) { super(`Cannot export that range: ${problem}`); }
}

/** The sandbox answered a statement whose balances do not add up; no file is written from it. */
export class StatementMismatch extends Error {}

/**
 * Every posted transaction of a date range the customer chose (not only those on screen) as a
 * CSV or OFX file. A statement that does not add up is refused rather than written into
 * someone's accounts.
 */
export class ExportTransactions {
  constructor(private readonly accounts: AccountHistory, private readonly clock: Clock) {}

  async execute(input: { account: AccountDetails; from: string; to: string; format: ExportFormat }): Promise<ExportFile> {
    const { account, from, to, format } = input;
    const problem = exportRangeProblem(from, to);
    if (problem) throw new ExportRangeError(problem);
    const statement = await this.accounts.statementRange(account.id, { from, to });
    if (!addsUp(statement)) throw new StatementMismatch('The statement’s balances do not add up.');
    const text = format === 'csv' ? toCsv(statement) : toOfx(account, statement, this.clock.now());
    return { fileName: exportFileName(account, from, to, format), mimeType: MIME_TYPES[format], bytes: utf8Bytes(text) };
  }
}
