import type { DebugOptions } from '../../../../kernel/ports/DebugOptions';
import type { BotProof } from '../domain/BotProof';
import type { BotCheck } from '../ports/BotCheck';

/**
 * The proof an anonymous submit carries: the puzzle solved, or the debug panel's request to
 * skip it when its switch is on (only a test server agrees). One rule for every anonymous
 * submit (a new customer's application, a password reset), which other areas reach through
 * `BOT_CHECK_TOKENS.ProveNotARobot`.
 */
export class ProveNotARobot {
  constructor(private readonly check: BotCheck, private readonly debug: DebugOptions) {}

  async execute(): Promise<BotProof> {
    return this.debug.read().bypassRecaptcha ? { bypass: true } : this.check.solve();
  }
}
