import type { TokenGrant } from '../../../../../src/features/session/core/domain/TokenGrant';
import { AROHA } from '../../../../support/demoData';
import { sessionKit, settle } from '../../../../support/sessionKit';

async function setup(lowprivIn = 600) {
  const kit = sessionKit({ lowprivIn });
  const grant = await kit.login.execute(AROHA);
  const log: string[] = [];
  const start = kit.clock.now();
  const at = () => `${Math.round((kit.clock.now() - start) / 1000)}s`;
  const monitor = kit.monitor.execute(grant, {
    onWarn: () => log.push(`warn@${at()}`),
    onInactive: () => log.push(`inactive@${at()}`),
    onExpired: () => log.push(`expired@${at()}`),
    onRefreshed: (g: TokenGrant) => log.push(`refreshed@${at()}:${g.lowprivIn}`),
  });
  return { kit, log, monitor };
}

describe('MonitorSession', () => {
  it('warns at 9 minutes and ends the session for inactivity at 10 (the inactivity logout wins the tie)', async () => {
    const { kit, log } = await setup();
    kit.clock.advance(540_000);
    expect(log).toEqual(['warn@540s']);
    kit.clock.advance(60_000);
    expect(log).toEqual(['warn@540s', 'inactive@600s']);
    expect(kit.clock.pending).toBe(0);
  });

  it("'Stay logged in' refreshes with a fresh session and starts every timer again", async () => {
    const { kit, log, monitor } = await setup();
    kit.clock.advance(550_000);
    await monitor.stayLoggedIn();
    expect(kit.tokens.refreshCalls).toEqual([{ forceLowPriv: false, freshSession: true }]);
    kit.clock.advance(539_999);
    expect(log).toEqual(['warn@540s', 'refreshed@550s:600']);
    kit.clock.advance(1);
    expect(log).toEqual(['warn@540s', 'refreshed@550s:600', 'warn@1090s']);
  });

  it('activity while the warning is open does not dismiss it', async () => {
    const { kit, log } = await setup();
    kit.clock.advance(545_000);
    kit.activity.emit();
    await settle();
    kit.clock.advance(55_000);
    expect(log).toEqual(['warn@540s', 'inactive@600s']);
    expect(kit.tokens.refreshCalls).toHaveLength(0);
  });

  it('activity after a minute refreshes the token and pushes the warning back', async () => {
    const { kit, log } = await setup();
    kit.clock.advance(120_000);
    kit.activity.emit();
    await settle();
    kit.clock.advance(539_999);
    expect(log).toEqual(['refreshed@120s:600']);
    kit.clock.advance(1);
    expect(log).toEqual(['refreshed@120s:600', 'warn@660s']);
  });

  it('expires when lowpriv_in reaches 0 before the inactivity period ends', async () => {
    const { kit, log } = await setup();
    kit.clock.advance(30_000);
    kit.activity.emit(); // token 30 s old: the idle period restarts, the bank's window does not
    await settle();
    kit.clock.advance(540_000);
    expect(log).toEqual(['warn@570s']);
    kit.clock.advance(30_000);
    expect(log).toEqual(['warn@570s', 'expired@600s']);
    expect(kit.clock.pending).toBe(0);
  });

  it('expires at once on a grant that is already low privilege', async () => {
    const { kit, log } = await setup(0);
    kit.clock.advance(0);
    expect(log).toEqual(['expired@0s']);
  });

  it('expires when a refresh is refused', async () => {
    const { kit, log, monitor } = await setup();
    kit.tokens.revokeAll();
    await monitor.stayLoggedIn();
    expect(log).toEqual(['expired@0s']);
  });

  it('stops everything', async () => {
    const { kit, log, monitor } = await setup();
    monitor.stop();
    kit.clock.advance(700_000);
    expect(log).toEqual([]);
    expect(kit.activity.listenerCount).toBe(0);
  });
});
