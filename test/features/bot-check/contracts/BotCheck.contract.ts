import type { BotCheck } from '../../../../src/features/bot-check/core/ports/BotCheck';

/** What every BotCheck honours: a fresh proof each time. */
export function describeBotCheckContract(name: string, make: () => Promise<BotCheck>) {
  describe(`${name} honours the BotCheck contract`, () => {
    it('solves a fresh puzzle each time', async () => {
      const check = await make();
      const first = await check.solve();
      const second = await check.solve();
      expect(first.challengeId).not.toBe(second.challengeId);
      expect(Number.isInteger(first.nonce) && first.nonce >= 0).toBe(true);
    });
  });
}
