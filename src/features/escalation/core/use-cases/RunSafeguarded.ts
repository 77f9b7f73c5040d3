import { type ApiError } from '../../../../kernel/domain/ApiError';
import { EscalationFailure, SafeguardBlocked, type SafeguardBlock } from '../../../../kernel/domain/Escalation';
import { NATIVE_ERROR, isSafeguard } from '../../../../kernel/domain/NativeErrorCode';
import type { EscalationGrant } from '../ports/EscalationGrant';
import { PasskeyCancelled, type PasskeyAuthenticator } from '../../../../kernel/ports/PasskeyAuthenticator';
import type { PasskeyApproval } from '../../../../kernel/ports/PasskeyApproval';

/** The customer chose "Use a passkey" instead of typing the code. */
export const USE_PASSKEY = 'passkey';
/** The code typed, USE_PASSKEY, or null when cancelled. */
export type ChallengeAnswer = string | typeof USE_PASSKEY | null;

export const PASSKEY_CANCELLED_MESSAGE = 'The passkey was not used. Try again, or enter the code we sent you.';
export const PASSKEY_ONLY_CANCELLED_MESSAGE = 'The passkey was not used. Try again to approve this.';
/** A wrong code that was emailed: the customer checks their email, not a text message. */
export const WRONG_EMAILED_CODE_MESSAGE = "That code doesn't match the one we sent. Check the email and try again.";

/**
 * How the code was sent, when not by text to the mobile: a factor or contact change by a
 * customer with no mobile gets it by email, to the address on file (`sentTo`, masked).
 */
export interface CodeByEmail { sentBy: 'email'; sentTo?: string }

/** What the prompt is asked: `error` why the last answer failed, and how the customer may answer. */
export interface CodeRequest { error: string | null; passkey?: boolean; codeSent?: boolean; sentBy?: 'email'; sentTo?: string }

/** Passkeys, where this device has them: the authenticator and the bank's passkey approval. */
export interface SafeguardPasskeys { approval: PasskeyApproval; authenticator: PasskeyAuthenticator }

/** How the customer is asked: implemented by the challenge dialog's store. */
export interface ChallengePrompt {
  /**
   * Asks for the SMS code; `error` explains why the last one failed; `passkey` offers "Use a
   * passkey" (resolves USE_PASSKEY); `codeSent` false when no code was sent (passkey only);
   * `sentBy` 'email' when the code went to the email address `sentTo` instead of the mobile.
   * Resolves null when cancelled.
   */
  askForCode(request: CodeRequest): Promise<ChallengeAnswer>;
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

function flagOf(error: ApiError, name: 'passkey' | 'smsSent'): boolean | undefined {
  const value = (error.response as Record<string, unknown> | null)?.[name];
  return typeof value === 'boolean' ? value : undefined;
}

/** The 6002's `sentBy: 'email'` (and where to), or null for a text to the mobile. */
function byEmailOf(error: ApiError): CodeByEmail | null {
  const body = error.response as Record<string, unknown> | null;
  if (body?.sentBy !== 'email') return null;
  return typeof body.sentTo === 'string' && body.sentTo ? { sentBy: 'email', sentTo: body.sentTo } : { sentBy: 'email' };
}

function operationIdOf(error: ApiError): string | null {
  const id = (error.response as { operationId?: unknown } | null)?.operationId;
  return typeof id === 'string' && id ? id : null;
}

/** How this challenge can be answered. */
interface Way { passkey: boolean; codeSent: boolean; byEmail: CodeByEmail | null }

/**
 * Runs an operation the bank safeguards (spec section 8: 6001, 6002, 6005, 6006). On 6002
 * the customer enters the SMS code, the escalation grant exchanges it for a token for that
 * operation, and the operation is retried with it (the code may have gone by email, `sentBy`,
 * for a factor change by a customer with no mobile: the prompt says where). Where the bank offers it (6002 with
 * `passkey`) and the device has passkeys, "Use a passkey" approves the same operation instead
 * (the bank's challenge carries the operation's request hash). A wrong code is asked again; an expired
 * operation, a cancel, or a safeguard without a code ends with an error the caller shows.
 */
export class RunSafeguarded {
  constructor(private readonly tokens: EscalationGrant, private readonly passkeys?: SafeguardPasskeys) {}

  async execute<T>(operation: (operationId?: string) => Promise<T>, prompt: ChallengePrompt): Promise<T> {
    let operationId: string | null;
    let way: Way;
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
      // A passkey is offered only where this device can use one (never in the native webview).
      way = {
        passkey: flagOf(error, 'passkey') === true && (this.passkeys?.authenticator.supported() ?? false),
        codeSent: flagOf(error, 'smsSent') !== false,
        byEmail: byEmailOf(error),
      };
      if (!way.passkey && !way.codeSent) {
        await prompt.explain('no-mobile');
        throw new SafeguardBlocked('no-mobile');
      }
    }
    await this.escalate(operationId, prompt, way);
    return operation(operationId);
  }

  private async escalate(operationId: string, prompt: ChallengePrompt, way: Way): Promise<void> {
    let problem: string | null = null;
    try {
      for (;;) {
        const answer = await prompt.askForCode({
          error: problem, ...(way.passkey ? { passkey: true } : {}), ...(way.codeSent ? {} : { codeSent: false }), ...(way.byEmail ?? {}),
        });
        if (answer === null) throw new SafeguardBlocked('cancelled');
        try {
          if (answer === USE_PASSKEY) await this.approveWithPasskey(operationId);
          else await this.tokens.escalate({ challengeResponse: answer, operationId });
          return;
        } catch (failure) {
          if (failure instanceof PasskeyCancelled) problem = way.codeSent ? PASSKEY_CANCELLED_MESSAGE : PASSKEY_ONLY_CANCELLED_MESSAGE;
          else if (failure instanceof EscalationFailure && failure.reason === 'wrong-code' && way.byEmail) problem = WRONG_EMAILED_CODE_MESSAGE;
          else if (failure instanceof EscalationFailure && (failure.reason === 'wrong-code' || failure.reason === 'passkey-refused')) problem = failure.message;
          else throw failure;
        }
      }
    } finally {
      prompt.settled();
    }
  }

  /** The bank's challenge for this operation, signed by the device's passkey, exchanged for the operation's token. */
  private async approveWithPasskey(operationId: string): Promise<void> {
    const passkeys = this.passkeys!;
    const { challengeId, options } = await passkeys.approval.approvalOptions(operationId);
    const assertion = await passkeys.authenticator.get(options);
    await passkeys.approval.approve({ operationId, challengeId, assertion });
  }
}
