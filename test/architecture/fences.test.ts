import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const FIXTURES = join(__dirname, 'fixtures');
const CONFIG = join(__dirname, '..', '..', '.dependency-cruiser.cjs');

/** The rules dependency-cruiser reports for the fixture tree: one deliberately wrong import per fence. */
function violatedRules(): Map<string, string[]> {
  let output: string;
  try {
    output = execFileSync('npx', ['depcruise', '--config', CONFIG, '--output-type', 'json', 'contract', 'src', 'server'], { cwd: FIXTURES, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const result = JSON.parse(output) as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
  const byRule = new Map<string, string[]>();
  for (const v of result.summary.violations) {
    byRule.set(v.rule.name, [...(byRule.get(v.rule.name) ?? []), v.from]);
    byRule.set(`${v.rule.name}→`, [...(byRule.get(`${v.rule.name}→`) ?? []), v.to]);
  }
  return byRule;
}

describe('the architecture fences fail on a wrong import', () => {
  const violations = violatedRules();
  /** What a rule's violations import (the targets), to see which kinds of file it catches. */
  const violationsTo = (rule: string) => violations.get(`${rule}→`) ?? [];

  it.each([
    ['no-framework-in-core', 'src/features/alpha/core/domain/ImportsReact.ts'],
    ['core-is-pure', 'src/features/alpha/core/domain/ReachesIntoBeta.ts'],
    ['areas-meet-at-their-index', 'src/features/alpha/core/domain/ReachesIntoBeta.ts'],
    ['kernel-is-pure', 'src/kernel/ImportsApp.ts'],
    ['features-do-not-import-the-app', 'src/kernel/ImportsApp.ts'],
    ['contract-stands-alone', 'contract/ImportsServer.ts'],
    ['contract-stands-alone', 'contract/ImportsClient.ts'],
    ['platform-knows-no-area', 'src/platform/KnowsAnArea.ts'],
    ['design-system-is-presentational', 'src/design-system/UsesKernel.ts'],
    ['stores-use-core-not-adapters', 'src/features/alpha/stores/UsesAdapter.ts'],
    ['stores-use-core-not-adapters', 'src/features/alpha/stores/UsesReact.ts'],
    ['rules-are-pure', 'contract/rules/UsesNode.ts'],
    ['no-cycles', 'src/features/alpha/stores/CycleA.ts'],
    ['modules-bind-no-adapters', 'src/features/alpha/alpha.module.ts'],
    ['app-meets-areas-at-their-door', 'src/app/ReachesIntoAnArea.ts'],
    ['server-platform-knows-no-area', 'server/platform/KnowsAnArea.ts'],
    ['server-areas-meet-at-their-index', 'server/alpha/ReachesIntoBeta.ts'],
    ['server-app-meets-areas-at-their-index', 'server/app/ReachesIntoAnArea.ts'],
    ['server-areas-do-not-import-the-app', 'server/beta/ImportsTheApp.ts'],
    ['server-no-load-cycles', 'server/alpha/CycleA.ts'],
  ])('%s catches %s', (rule, file) => {
    expect(violations.get(rule) ?? []).toContain(file);
  });

  it('sees stylesheets: a CSS import past an area\'s door is caught like code', () => {
    const cssViolations = violationsTo('app-meets-areas-at-their-door');
    expect(cssViolations).toContain('src/features/beta/ui/Beta.css');
  });

  // The fences must not be walls: these imports are how server areas are meant to meet.
  it.each([
    ['an area through its door', 'server/alpha/UsesBetaDoor.ts'],
    ["a manifest's lazy load of its own parts", 'server/gamma/index.ts'],
    ["a manifest's lazy load of its own parts", 'server/gamma/area.ts'],
  ])('allows %s (%s)', (_what, file) => {
    const flagged = [...violations.entries()].filter(([rule, files]) => !rule.endsWith('→') && files.includes(file)).map(([rule]) => rule);
    expect(flagged).toEqual([]);
  });
});
