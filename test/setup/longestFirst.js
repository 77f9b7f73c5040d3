// Runs the longest test files first, so the two workers do not finish on one long file alone
// (a 30 s server file picked last leaves the other core idle for its whole run). Jest's own
// sequencer orders by the durations in its cache, which a fresh CI clone does not have; this one
// reads the committed test/setup/jest-timings.json (path → seconds, `npm run test:timings`
// rewrites it from the last `npm test`). A file it does not list is estimated from its size,
// at the median seconds per byte of the listed files of its project (client or server).
const { readFileSync, statSync } = require('node:fs');
const { join, relative, sep } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = join(__dirname, '..', '..');
const TIMINGS = join(__dirname, 'jest-timings.json');

function readTimings() {
  try {
    return JSON.parse(readFileSync(TIMINGS, 'utf8'));
  } catch {
    return {};
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

class LongestFirst extends Sequencer {
  sort(tests) {
    const timings = readTimings();
    const rows = tests.map((test) => {
      const path = relative(ROOT, test.path).split(sep).join('/');
      const bytes = statSync(test.path, { throwIfNoEntry: false })?.size ?? 0;
      return { test, path, bytes, project: test.context.config.displayName?.name ?? '', seconds: timings[path] };
    });
    const perByte = (project) => median(rows.filter((r) => r.seconds !== undefined && r.bytes > 0
      && (project === undefined || r.project === project)).map((r) => r.seconds / r.bytes));
    const overall = perByte(undefined);
    const ratios = new Map();
    const estimate = (row) => {
      if (row.seconds !== undefined) return row.seconds;
      if (!ratios.has(row.project)) ratios.set(row.project, perByte(row.project) ?? overall);
      const ratio = ratios.get(row.project);
      // With no timings at all, bytes alone order the files (any positive ratio keeps that order).
      return row.bytes * (ratio ?? 1);
    };
    return rows
      .map((row) => ({ ...row, estimate: estimate(row) }))
      .sort((a, b) => b.estimate - a.estimate || a.path.localeCompare(b.path))
      .map((row) => row.test);
  }
}

module.exports = LongestFirst;
