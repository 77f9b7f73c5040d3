import type { BotCheck } from '../../../../src/features/bot-check/core/ports/BotCheck';

/** Solves instantly with a fresh proof FakePasswordResetService accepts once. */
export class FakeBotCheck implements BotCheck {
  solved = 0;

  async solve(): Promise<{ challengeId: string; nonce: number }> {
    this.solved += 1;
    return { challengeId: `fake-challenge-${this.solved}`, nonce: this.solved };
  }
}
