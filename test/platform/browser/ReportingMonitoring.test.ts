import type { ClientErrorEntry } from '../../../contract/client-errors';
import { ApiError } from '../../../src/kernel/domain/ApiError';
import { ConsoleMonitoring } from '../../../src/platform/browser/ConsoleMonitoring';
import { ClientErrorReporter } from '../../../src/platform/browser/ClientErrorReporter';
import { ReportingMonitoring } from '../../../src/platform/browser/ReportingMonitoring';
import { clientErrorSender, type ClientErrorSender } from '../../../src/platform/http/clientErrorSender';
import { describeMonitoringContract } from '../../kernel/contracts/Monitoring.contract';
import { FakeClock } from '../../kernel/fakes/FakeClock';

/** A sender that records what would have left the browser, by the way it left. */
class RecordingSender implements ClientErrorSender {
  readonly posted: ClientErrorEntry[][] = [];
  readonly beaconed: ClientErrorEntry[][] = [];
  beaconTakes = true;
  postFails = false;

  post(entries: ClientErrorEntry[]): Promise<unknown> {
    this.posted.push(entries);
    return this.postFails ? Promise.reject(new Error('Network Error')) : Promise.resolve({ stored: entries.length, dropped: 0 });
  }

  beacon(entries: ClientErrorEntry[]): boolean {
    if (!this.beaconTakes) return false;
    this.beaconed.push(entries);
    return true;
  }
}

function setup(options: { perPageLoad?: number; path?: string; load?: () => Promise<ClientErrorReporter> } = {}) {
  window.history.replaceState(null, '', options.path ?? '/online/dashboard');
  const clock = new FakeClock(Date.UTC(2026, 11, 8, 1, 0, 0));
  const sender = new RecordingSender();
  const log = jest.fn();
  const loads = jest.fn(options.load ?? (async () => new ClientErrorReporter(clock, sender, window, { perPageLoad: options.perPageLoad })));
  const monitoring = new ReportingMonitoring(clock, loads, undefined, new ConsoleMonitoring(clock, log));
  return { clock, sender, log, loads, monitoring };
}

/** Lets the reporter's chunk (a resolved import here) arrive. */
const settle = () => new Promise((resolve) => { setTimeout(resolve, 0); });

const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  window.history.replaceState(null, '', '/');
});

describeMonitoringContract('ReportingMonitoring', () => {
  const { monitoring } = setup();
  return { monitoring, queryKeys: () => monitoring.entries.map((e) => e.queryKey) };
});

describe('ReportingMonitoring', () => {
  it('keeps the console and buffer behaviour', () => {
    const { monitoring, log } = setup();
    monitoring.report(new Error('boom'), { queryKey: 'render' });
    expect(log).toHaveBeenCalledWith('[monitoring]', expect.objectContaining({ name: 'Error', message: 'boom', queryKey: 'render' }));
    expect(monitoring.entries).toHaveLength(1);
  });

  it('loads the sending part with the first report, once, and hands it what waited for it', async () => {
    const { monitoring, sender, clock, loads } = setup();
    expect(loads).not.toHaveBeenCalled();
    monitoring.report(new Error('first'), {});
    monitoring.report(new Error('second'), {});
    expect(loads).toHaveBeenCalledTimes(1);
    await settle();
    monitoring.report(new Error('third'), {});
    clock.advance(2_000);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(sender.posted.flat().map((e) => e.message)).toEqual(['first', 'second', 'third']);
  });

  it('keeps reports in the console only when the sending part cannot load, and does not report that', async () => {
    const { monitoring, loads } = setup({ load: () => Promise.reject(new Error('Loading chunk client-errors failed.')) });
    monitoring.report(new Error('first'), {});
    await settle();
    monitoring.report(new Error('second'), {});
    await settle();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(monitoring.entries.map((e) => e.message)).toEqual(['first', 'second']);
  });

  it('sends reports in one batch a moment after the first, with the page path and the bank time', async () => {
    const { monitoring, sender, clock } = setup({ path: '/online/pay?from=1000001-1#review' });
    monitoring.report(new ApiError(503, 6001, { message: 'Aroha Ngata has $1,250.00' }), { queryKey: 'pay/accounts' });
    await settle();
    clock.advance(500);
    monitoring.report(new Error('second'), {});
    expect(sender.posted).toEqual([]);
    clock.advance(2_000);
    expect(sender.posted).toEqual([[
      { at: Date.UTC(2026, 11, 8, 1, 0, 0), queryKey: 'pay/accounts', route: '/online/pay', name: 'ApiError', message: 'An unexpected server error occurred.', status: 503, code: 6001 },
      { at: Date.UTC(2026, 11, 8, 1, 0, 0) + 500, queryKey: '', route: '/online/pay', name: 'Error', message: 'second' },
    ]]);
    // The response body of an ApiError (which may hold anything) never leaves.
    expect(JSON.stringify(sender.posted)).not.toMatch(/Aroha|1,250/);
  });

  it('takes the path where the error happened, not where the page is when it is sent', async () => {
    const { monitoring, sender, clock } = setup({ path: '/online/transfer' });
    monitoring.report(new Error('on transfer'), {});
    window.history.replaceState(null, '', '/online/pay');
    await settle();
    clock.advance(2_000);
    expect(sender.posted.flat().map((e) => e.route)).toEqual(['/online/transfer']);
  });

  it('sends at once when a batch is full (20), and the rest after the delay', async () => {
    const { monitoring, sender, clock } = setup();
    monitoring.report(new Error('e0'), { queryKey: 'k' });
    await settle();
    for (let i = 1; i < 23; i += 1) monitoring.report(new Error(`e${i}`), { queryKey: 'k' });
    expect(sender.posted.map((b) => b.length)).toEqual([20]);
    clock.advance(2_000);
    expect(sender.posted.map((b) => b.length)).toEqual([20, 3]);
  });

  it('sends what is still queued by beacon when the page is hidden or left, and only once', async () => {
    const { monitoring, sender, clock } = setup();
    monitoring.report(new Error('before hiding'), {});
    await settle();
    hidePage();
    expect(sender.beaconed).toEqual([[expect.objectContaining({ message: 'before hiding' })]]);
    monitoring.report(new Error('before leaving'), {});
    window.dispatchEvent(new Event('pagehide'));
    expect(sender.beaconed.map((b) => b[0]?.message)).toEqual(['before hiding', 'before leaving']);
    clock.advance(10_000);
    expect(sender.posted).toEqual([]);
  });

  it('posts instead when the browser will not take the beacon', async () => {
    const { monitoring, sender } = setup();
    sender.beaconTakes = false;
    monitoring.report(new Error('no beacon'), {});
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(sender.posted).toEqual([[expect.objectContaining({ message: 'no beacon' })]]);
  });

  it('sends at most 30 entries in a page load; the console still hears of every one', async () => {
    const { monitoring, sender, clock, log } = setup();
    for (let i = 0; i < 40; i += 1) monitoring.report(new Error(`e${i}`), {});
    await settle();
    for (let i = 40; i < 45; i += 1) monitoring.report(new Error(`e${i}`), {});
    clock.advance(2_000);
    expect(sender.posted.flat()).toHaveLength(30);
    monitoring.report(new Error('later'), {});
    clock.advance(2_000);
    expect(sender.posted.flat()).toHaveLength(30);
    expect(log).toHaveBeenCalledTimes(46);
  });

  it('sends nothing personal: no numbers, amounts, emails, tokens or query strings, in the path, key or message', async () => {
    const { monitoring, sender, clock } = setup({ path: '/online/accounts/1000001-1' });
    monitoring.report(new Error('Paid $20.00 to 12-3456-7890123-00 for aroha@example.co.nz with Bearer abc.def'), { queryKey: 'insurance/policies/POL-77123' });
    monitoring.report(new Error('GET /api/accounts/1000001-1/transactions?from=2026-01-01 failed'), { queryKey: '/api/accounts/1000001-1' });
    await settle();
    clock.advance(2_000);
    const sent = sender.posted.flat();
    expect(sent.map((e) => [e.route, e.queryKey])).toEqual([['/online/accounts/:id', 'insurance/policies/:id'], ['/online/accounts/:id', '/api/accounts/:id']]);
    expect(sent.map((e) => e.message)).toEqual([
      'Paid [amount] to [number] for [email] with Bearer [token]', 'GET /api/accounts/[number]/transactions?[query] failed',
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/1000001|aroha|abc\.def|2026-01-01/);
  });

  it('never throws: not for odd errors, a sender that throws or fails, or a loader that throws', async () => {
    const { monitoring, sender, clock } = setup();
    sender.postFails = true;
    const hostile = { get message(): string { throw new Error('hostile'); }, get name(): string { throw new Error('hostile'); } };
    expect(() => {
      monitoring.report(hostile, {});
      monitoring.report(null, {});
      monitoring.report('a string', { queryKey: 'x' });
      monitoring.report({ status: 'x', nativeErrorCode: 1.5 }, {});
    }).not.toThrow();
    await settle();
    clock.advance(2_000);
    expect(sender.posted.flat().map((e) => [e.name, e.message, e.status, e.code])).toEqual([
      ['Error', '', undefined, undefined], ['Error', '', undefined, undefined], ['Error', 'a string', undefined, undefined], ['Error', '', undefined, undefined],
    ]);

    const throwing: ClientErrorSender = { post: () => { throw new Error('sync'); }, beacon: () => { throw new Error('sync'); } };
    const other = new ReportingMonitoring(clock, async () => new ClientErrorReporter(clock, throwing, window), undefined, new ConsoleMonitoring(clock, () => undefined));
    other.report(new Error('x'), {});
    await settle();
    expect(() => {
      clock.advance(2_000);
      other.report(new Error('y'), {});
      window.dispatchEvent(new Event('pagehide'));
    }).not.toThrow();

    const noLoader = new ReportingMonitoring(clock, () => { throw new Error('sync'); }, undefined, new ConsoleMonitoring(clock, () => undefined));
    expect(() => noLoader.report(new Error('z'), {})).not.toThrow();
  });

  it('does not report a report that failed to send', async () => {
    const { monitoring, sender, clock } = setup();
    sender.postFails = true;
    monitoring.report(new Error('first'), {});
    await settle();
    clock.advance(2_000);
    await settle();
    clock.advance(10_000);
    expect(sender.posted).toHaveLength(1);
    expect(monitoring.entries).toHaveLength(1);
  });
});

describe('clientErrorSender', () => {
  it('posts to /api/client-errors and beacons JSON to the same address', () => {
    const http = { post: jest.fn(() => Promise.resolve()) };
    const beacon = jest.fn(() => true);
    const sender = clientErrorSender(http as never, 'https://bank.example', beacon);
    const entries = [{ at: 1, queryKey: 'render', route: '/', name: 'Error', message: 'x' }];
    void sender.post(entries);
    expect(http.post).toHaveBeenCalledWith('/api/client-errors', { entries });
    expect(sender.beacon(entries)).toBe(true);
    expect(beacon).toHaveBeenCalledWith('https://bank.example/api/client-errors', expect.any(Blob));
    expect((beacon.mock.calls[0] as unknown as [string, Blob])[1].type).toBe('application/json');
    expect(clientErrorSender(http as never, '', undefined).beacon(entries)).toBe(false);
  });
});
