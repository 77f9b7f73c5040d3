import { rmSync } from 'node:fs';
import { SCANNED_STATES } from './axe';

/** Before any journey runs: forget the page states an earlier run scanned, so this run scans them again. */
export default function globalSetup(): void {
  rmSync(SCANNED_STATES, { recursive: true, force: true });
}
