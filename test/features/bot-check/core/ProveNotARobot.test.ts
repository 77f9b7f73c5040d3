import { ProveNotARobot } from '../../../../src/features/bot-check/core/use-cases/ProveNotARobot';
import { FakeDebugOptions } from '../../../kernel/fakes/FakeDebugOptions';
import { FakeBotCheck } from '../fakes/FakeBotCheck';

describe('ProveNotARobot', () => {
  it('solves a fresh puzzle for each submit', async () => {
    const bot = new FakeBotCheck();
    const prove = new ProveNotARobot(bot, new FakeDebugOptions());
    const first = await prove.execute();
    const second = await prove.execute();
    expect(bot.solved).toBe(2);
    expect(first).not.toEqual(second);
    expect(first).toMatchObject({ challengeId: expect.any(String), nonce: expect.any(Number) });
  });

  it('asks to skip the check, solving nothing, while the debug switch is on', async () => {
    const bot = new FakeBotCheck();
    const debug = new FakeDebugOptions();
    debug.write('bypassRecaptcha', true);
    expect(await new ProveNotARobot(bot, debug).execute()).toEqual({ bypass: true });
    expect(bot.solved).toBe(0);
  });
});
