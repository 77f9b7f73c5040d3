import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads the steps' outcomes, jest's and Playwright's JSON reports, and prints one line,
 * "N passed, N failed", counting each test once and each failed non-test step as one failure.
 * Exits non-zero when anything failed.
 */
const dir = process.argv[2] ?? '.tmp/results';
const read = <T>(file: string): T | null => (existsSync(join(dir, file)) ? (JSON.parse(readFileSync(join(dir, file), 'utf8')) as T) : null);

const jest = read<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>('jest.json');
interface PwSuite { specs?: { tests: { status: string }[] }[]; suites?: PwSuite[] }
const playwright = read<{ suites: PwSuite[] }>('playwright.json');

function countPlaywright(suites: PwSuite[]): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests) {
      if (t.status === 'expected' || t.status === 'flaky') total.passed += 1;
      else if (t.status === 'skipped') total.skipped += 1;
      else total.failed += 1;
    }
    suite.suites?.forEach(walk);
  };
  suites.forEach(walk);
  return total;
}

const steps = existsSync(join(dir, 'steps')) ? readFileSync(join(dir, 'steps'), 'utf8').trim().split('\n') : [];
const failedSteps = steps.filter((s) => s.startsWith('fail ')).map((s) => s.slice(5));
const pw = playwright ? countPlaywright(playwright.suites) : { passed: 0, failed: 0, skipped: 0 };
const passed = (jest?.numPassedTests ?? 0) + pw.passed;
// A step that failed without test counts (typecheck, lint, build, size, a crash) is one failure.
const testFailures = (jest?.numFailedTests ?? 0) + pw.failed;
const stepFailures = failedSteps.filter((s) => !(s.startsWith('jest') && (jest?.numFailedTests ?? 0) > 0) && !(s.startsWith('playwright') && pw.failed > 0)).length;
const failed = testFailures + stepFailures;
const skipped = (jest?.numPendingTests ?? 0) + pw.skipped;

console.log('');
console.log(`jest: ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'no report'}; playwright: ${playwright ? `${pw.passed} passed, ${pw.failed} failed` : 'no report'}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
