import type { BotProof } from '../../../../../contract/bot-check';
import type { ResetIdentity } from '../domain/PasswordReset';
import type { PasswordResetService } from '../ports/PasswordResetService';

/** The bot-check area's ProveNotARobot as this core sees it (a core imports no other area). */
export interface NotARobot { execute(): Promise<BotProof> }

/**
 * Starts a password reset: passes the bot check (the puzzle solved, or the debug panel's skip,
 * which only a test server agrees to) and asks for the texted code.
 */
export class StartPasswordReset {
  constructor(
    private readonly service: PasswordResetService,
    private readonly notARobot: NotARobot,
  ) {}

  async execute(identity: ResetIdentity): Promise<{ resetId: string }> {
    return this.service.start(identity, await this.notARobot.execute());
  }
}
