import { displayName, type AccountDetails } from './AccountDetails';
import { MAX_EXPORT_DAYS } from './StatementRange';

export type ExportFormat = 'csv' | 'ofx';

/** A file ready for the customer: the native bridge's mime types (contract/native.ts DOWNLOAD_MIME_TYPES). */
export interface ExportFile { fileName: string; mimeType: 'text/csv' | 'application/x-ofx'; bytes: Uint8Array }

export const MIME_TYPES: Readonly<Record<ExportFormat, ExportFile['mimeType']>> = { csv: 'text/csv', ofx: 'application/x-ofx' };

/** Why a range cannot be exported: the ends the wrong way round, or more than a year. */
export type ExportRangeProblem = 'upside-down' | 'too-long';

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export function exportRangeProblem(from: string, to: string): ExportRangeProblem | null {
  if (from > to) return 'upside-down';
  return dayNumber(to) - dayNumber(from) + 1 > MAX_EXPORT_DAYS ? 'too-long' : null;
}

/** 'Everyday-38-9123-0102004-00-2026-10-01-to-2026-10-31.csv': the account and the range, no characters a file system refuses. */
export function exportFileName(account: AccountDetails, from: string, to: string, format: ExportFormat): string {
  const name = displayName(account).normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
  return `${name || 'Account'}-${account.accountNumber}-${from}-to-${to}.${format}`;
}
