import { ActivityRefresh } from '../../../../../src/features/session/core/use-cases/ActivityRefresh';
import { AROHA } from '../../../../support/demoData';
import { sessionKit, settle } from '../../../../support/sessionKit';

async function setup() {
  const kit = sessionKit();
  await kit.login.execute(AROHA);
  const events = { counts: jest.fn(() => true), onActivity: jest.fn(), onRefreshed: jest.fn(), onRefreshFailed: jest.fn() };
  const stop = new ActivityRefresh(kit.activity, kit.clock, kit.record, kit.refresh).execute(events);
  return { kit, events, stop };
}

describe('ActivityRefresh', () => {
  it('does not refresh a token younger than a minute', async () => {
    const { kit, events } = await setup();
    kit.clock.advance(60_000);
    kit.activity.emit();
    await settle();
    expect(events.onActivity).toHaveBeenCalledTimes(1);
    expect(kit.tokens.refreshCalls).toHaveLength(0);
  });

  it('refreshes a token older than a minute, with a fresh session', async () => {
    const { kit, events } = await setup();
    kit.clock.advance(60_001);
    kit.activity.emit();
    await settle();
    expect(kit.tokens.refreshCalls).toEqual([{ forceLowPriv: false, freshSession: true }]);
    expect(events.onRefreshed).toHaveBeenCalledWith({ customerNumber: '1000001', lowprivIn: 600 });
    expect(kit.record.tokenIssuedAt()).toBe(kit.clock.now());
  });

  it('handles activity at most once per 10 s', async () => {
    const { kit, events } = await setup();
    kit.clock.advance(61_000);
    kit.activity.emit(); // handled: refresh
    await settle();
    kit.clock.advance(9_999);
    kit.activity.emit(); // throttled
    kit.activity.emit(); // throttled
    expect(events.onActivity).toHaveBeenCalledTimes(1);
    kit.clock.advance(1);
    kit.activity.emit(); // handled, token now 10 s old: no refresh
    await settle();
    expect(events.onActivity).toHaveBeenCalledTimes(2);
    expect(kit.tokens.refreshCalls).toHaveLength(1);
    kit.clock.advance(51_000);
    kit.activity.emit(); // handled, token 61 s old: refresh
    await settle();
    expect(kit.tokens.refreshCalls).toHaveLength(2);
  });

  it('ignores activity that does not count (the warning is open)', async () => {
    const { kit, events } = await setup();
    events.counts.mockReturnValue(false);
    kit.clock.advance(120_000);
    kit.activity.emit();
    await settle();
    expect(events.onActivity).not.toHaveBeenCalled();
    expect(kit.tokens.refreshCalls).toHaveLength(0);
  });

  it('reports a failed refresh', async () => {
    const { kit, events } = await setup();
    kit.tokens.revokeAll();
    kit.clock.advance(61_000);
    kit.activity.emit();
    await settle();
    expect(events.onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('stops listening', async () => {
    const { kit, stop } = await setup();
    stop();
    expect(kit.activity.listenerCount).toBe(0);
  });
});
