import { appendFileSync } from 'node:fs';

/**
 * The security log's own output, apart from the request log: appended to SECURITY_LOG_FILE
 * (one JSON object per line, for a log shipper to pick up), or stdout when none is set.
 * Appending synchronously keeps every line whole and in order; the events are few.
 */
export function securityLogLine(file: string | null): (line: string) => void {
  if (!file) return (line) => process.stdout.write(`${line}\n`);
  return (line) => appendFileSync(file, `${line}\n`);
}
