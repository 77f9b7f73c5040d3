import type { Page } from '@playwright/test';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown> }

export interface KeystrokeCost {
  /** Keystrokes (keydown events) seen on the page's main thread. */
  keys: number;
  /** Per keystroke: the longest main-thread task from that keydown to the next one, in ms. */
  longestTaskMs: number[];
  /** What the single longest task spent its time on (its three largest inner events). */
  worst: string;
}

/** Playwright's own evaluations arrive as DevTools-session messages: they are the test's cost, not the page's. */
function isDevToolsTask(task: TraceEvent, inside: TraceEvent[]): boolean {
  return inside.some((e) => e.name === 'Receive mojo message'
    && JSON.stringify(e.args ?? {}).includes('DevToolsSession'));
}

/**
 * Runs `action` under a Chromium trace and measures, per keystroke, the longest task on the
 * page's main thread: event handlers, React renders, style, layout, paint and GC all count.
 * Tracing, not an in-page probe: a probe's own tasks and garbage would be measured too.
 */
export async function measureKeystrokes(page: Page, action: () => Promise<void>): Promise<KeystrokeCost> {
  const browser = page.context().browser();
  if (!browser) throw new Error('measureKeystrokes needs a browser-backed page');
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  await action();
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

  const keydowns = events.filter((e) => e.name === 'EventDispatch' && (e.args?.data as { type?: string } | undefined)?.type === 'keydown');
  const main = keydowns[0];
  if (!main) return { keys: 0, longestTaskMs: [], worst: '' };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const keyTimes = keydowns.filter((e) => e.pid === main.pid && e.tid === main.tid).map((e) => e.ts).sort((a, b) => a - b);

  let worst: { ms: number; inside: TraceEvent[] } = { ms: 0, inside: [] };
  const longestTaskMs = keyTimes.map((start, i) => {
    const end = keyTimes[i + 1] ?? Number.POSITIVE_INFINITY;
    let longest = 0;
    for (const task of tasks) {
      const taskEnd = task.ts + (task.dur ?? 0);
      if (taskEnd < start || task.ts >= end) continue;
      const inside = onMain.filter((e) => e.ts > task.ts && e.ts < taskEnd && e.name !== task.name);
      if (isDevToolsTask(task, inside)) continue;
      const ms = (task.dur ?? 0) / 1000;
      longest = Math.max(longest, ms);
      if (ms > worst.ms) worst = { ms, inside };
    }
    return longest;
  });
  const parts = [...worst.inside].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3);
  return { keys: keyTimes.length, longestTaskMs, worst: parts.map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`).join(', ') };
}
