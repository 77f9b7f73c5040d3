import { type ApiError } from '../../../../kernel/domain/ApiError';
import { EscalationFailure, SafeguardBlocked, type SafeguardBlock } from '../../../../kernel/domain/Escalation';
import { NATIVE_ERROR, isSafeguard } from '../../../../kernel/domain/NativeErrorCode';
import type { EscalationGrant } from '../ports/EscalationGrant';

/** How the customer is asked: implemented by the challenge dialog's store. */
export interface ChallengePrompt {
  /** Asks for the SMS code; `error` explains why the last one failed. Resolves null when cancelled. */
  askForCode(request: { error: string | null }): Promise<string | null>;
  /**
   * Explains a safeguard the customer cannot complete here (6001, 6005, 6006); resolves when
   * dismissed. `message` is the bank's own reason when it gave one (a new mobile still in its
   * cooling-off period, with the time it ends).
   */
  explain(block: Exclude<SafeguardBlock, 'cancelled'>, message?: string): Promise<void>;
  /** The code was accepted, or the challenge ended: the prompt can go (it stays up while a code is checked). */
  settled(): void;
}

const BLOCKS: Record<number, Exclude<SafeguardBlock, 'cancelled'>> = {
  [NATIVE_ERROR.safeguardContactUs]: 'contact-us',
  [NATIVE_ERROR.safeguardSpecifyDevice]: 'specify-device',
  [NATIVE_ERROR.safeguardNoMobile]: 'no-mobile',
};

function messageOf(error: ApiError): string | undefined {
  const message = (error.response as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

function operationIdOf(error: ApiError): string | null {
  const id = (error.response as { operationId?: unknown } | null)?.operationId;
  return typeof id === 'string' && id ? id : null;
}

/**
 * Runs an operation the bank safeguards (spec section 8: 6001, 6002, 6005, 6006). On 6002
 * the customer enters the SMS code, the escalation grant exchanges it for a token for that
 * operation, and the operation is retried with it. A wrong code is asked again; an expired
 * operation, a cancel, or a safeguard without a code ends with an error the caller shows.
 */
export class RunSafeguarded {
  constructor(private readonly tokens: EscalationGrant) {}

  async execute<T>(operation: (operationId?: string) => Promise<T>, prompt: ChallengePrompt): Promise<T> {
    let operationId: string | null;
    try {
      return await operation();
    } catch (error) {
      if (!isSafeguard(error)) throw error;
      const block = BLOCKS[error.nativeErrorCode ?? 0];
      if (block) {
        await prompt.explain(block, block === 'contact-us' ? messageOf(error) : undefined);
        throw new SafeguardBlocked(block);
      }
      operationId = operationIdOf(error);
      if (!operationId) throw error;
    }
    await this.escalate(operationId, prompt);
    return operation(operationId);
  }

  private async escalate(operationId: string, prompt: ChallengePrompt): Promise<void> {
    let problem: string | null = null;
    try {
      for (;;) {
        const code = await prompt.askForCode({ error: problem });
        if (code === null) throw new SafeguardBlocked('cancelled');
        try {
          await this.tokens.escalate({ challengeResponse: code, operationId });
          return;
        } catch (failure) {
          if (!(failure instanceof EscalationFailure) || failure.reason !== 'wrong-code') throw failure;
          problem = failure.message;
        }
      }
    } finally {
      prompt.settled();
    }
  }
}
