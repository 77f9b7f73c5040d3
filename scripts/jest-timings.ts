import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * npm run test:timings: rewrites test/setup/jest-timings.json (test file → seconds), which
 * test/setup/longestFirst.js reads to start the longest jest files first, from the JSON report
 * the last `npm test` wrote (.tmp/results/jest.json, or the file named as the argument). Files
 * the report does not cover keep their old figure while they exist; removed files are dropped.
 */
const ROOT = join(__dirname, '..');
const TIMINGS = join(ROOT, 'test', 'setup', 'jest-timings.json');
const report = process.argv[2] ?? join(ROOT, '.tmp', 'results', 'jest.json');

interface FileResult { name: string; startTime?: number; endTime?: number; perfStats?: { start: number; end: number } }

if (!existsSync(report)) {
  console.error(`No jest report at ${report}: run npm test (or jest --json --outputFile=${report}) first.`);
  process.exit(1);
}
const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as { testResults: FileResult[] };
const old = existsSync(TIMINGS) ? (JSON.parse(readFileSync(TIMINGS, 'utf8')) as Record<string, number>) : {};

const measured: Record<string, number> = {};
for (const result of testResults) {
  const start = result.perfStats?.start ?? result.startTime;
  const end = result.perfStats?.end ?? result.endTime;
  if (start === undefined || end === undefined || end < start) continue;
  measured[relative(ROOT, result.name).split(sep).join('/')] = Math.round((end - start) / 100) / 10;
}

const merged = { ...old, ...measured };
const kept = Object.keys(merged).filter((path) => existsSync(join(ROOT, path))).sort();
writeFileSync(TIMINGS, `${JSON.stringify(Object.fromEntries(kept.map((path) => [path, merged[path]])), null, 2)}\n`);
console.log(`${Object.keys(measured).length} files timed from ${relative(ROOT, report)}; ${kept.length} in ${relative(ROOT, TIMINGS)}.`);
