import type { DebugOptions } from '../../../../kernel/ports/DebugOptions';
import type { BotProof } from '../domain/BotProof';
import type { ResetIdentity } from '../domain/PasswordReset';
import type { BotCheck } from '../ports/BotCheck';
import type { PasswordResetService } from '../ports/PasswordResetService';

/**
 * Starts a password reset: passes the bot check (solving the puzzle, or asking to skip it when
 * the debug panel's switch is on: only a test server agrees) and asks for the texted code.
 */
export class StartPasswordReset {
  constructor(
    private readonly service: PasswordResetService,
    private readonly botCheck: BotCheck,
    private readonly debug: DebugOptions,
  ) {}

  async execute(identity: ResetIdentity): Promise<{ resetId: string }> {
    const proof: BotProof = this.debug.read().bypassRecaptcha ? { bypass: true } : await this.botCheck.solve();
    return this.service.start(identity, proof);
  }
}
