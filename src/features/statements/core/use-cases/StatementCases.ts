import type { LetterDelivery, StatementSummary } from '../domain/Statement';
import type { StatementService } from '../ports/StatementService';

/** Saves a file for the customer: the native app in the webview, the browser's download elsewhere; false when it could not. */
export type SaveFile = (file: { fileName: string; mimeType: 'application/pdf'; bytes: Uint8Array }) => Promise<boolean>;

/** Fetches a statement's PDF and saves it; resolves false when the save failed (the saver has told the customer). */
export class DownloadStatement {
  constructor(private readonly statements: StatementService, private readonly save: SaveFile) {}

  async execute(statement: Pick<StatementSummary, 'accountId' | 'month'>): Promise<boolean> {
    const file = await this.statements.statement(statement.accountId, statement.month);
    return this.save({ fileName: file.fileName, mimeType: 'application/pdf', bytes: file.bytes });
  }
}

/** Changes how letters are delivered; nothing is sent when the choice is unchanged. */
export class ChangeLetterDelivery {
  constructor(private readonly statements: StatementService) {}

  async execute(current: LetterDelivery, wanted: LetterDelivery): Promise<boolean> {
    if (current === wanted) return false;
    await this.statements.setDelivery(wanted);
    return true;
  }
}
