import { makeAutoObservable } from 'mobx';
import type { SafeguardBlock } from '../../../kernel/domain/Escalation';
import { USE_PASSKEY, type ChallengeAnswer, type ChallengePrompt, type CodeRequest } from '../core/use-cases/RunSafeguarded';

export type ChallengeState =
  /**
   * `passkey`: "Use a passkey" is offered; `codeSent` false: no code was sent, only the passkey
   * approves; `sentBy` 'email': the code went to the email address `sentTo` (masked), not the mobile.
   */
  | { kind: 'code'; error: string | null; passkey?: boolean; codeSent?: boolean; sentBy?: 'email'; sentTo?: string }
  | { kind: 'explain'; block: Exclude<SafeguardBlock, 'cancelled'>; message?: string };

/** Spec: the SMS code has 6 digits. */
export const CHALLENGE_CODE_LENGTH = 6;

/**
 * The reusable challenge dialog's view model. It is the ChallengePrompt of RunSafeguarded:
 * the use-case asks, the dialog answers through submit / cancel / dismiss.
 */
export class ChallengeStore implements ChallengePrompt {
  state: ChallengeState | null = null;
  code = '';
  submitted = false;
  /** A code was sent for checking: the dialog stays up, busy, until the answer. */
  checking = false;
  private answer: ((answer: ChallengeAnswer) => void) | null = null;
  private dismissed: (() => void) | null = null;

  constructor() {
    makeAutoObservable<this, 'answer' | 'dismissed'>(this, { answer: false, dismissed: false }, { autoBind: true });
  }

  askForCode(request: CodeRequest): Promise<ChallengeAnswer> {
    this.state = {
      kind: 'code', error: request.error, ...(request.passkey ? { passkey: true } : {}), ...(request.codeSent === false ? { codeSent: false } : {}),
      ...(request.sentBy === 'email' ? { sentBy: 'email' as const, ...(request.sentTo ? { sentTo: request.sentTo } : {}) } : {}),
    };
    this.code = '';
    this.submitted = false;
    this.checking = false;
    return new Promise((resolve) => { this.answer = resolve; });
  }

  explain(block: Exclude<SafeguardBlock, 'cancelled'>, message?: string): Promise<void> {
    this.state = message ? { kind: 'explain', block, message } : { kind: 'explain', block };
    return new Promise((resolve) => { this.dismissed = resolve; });
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, CHALLENGE_CODE_LENGTH);
  }

  /** The field error to show, once the customer has tried to submit. */
  get codeError(): string | null {
    if (!this.submitted || this.code.length === CHALLENGE_CODE_LENGTH) return null;
    return 'Enter the 6-digit code we sent you';
  }

  submit(): void {
    this.submitted = true;
    if (this.code.length !== CHALLENGE_CODE_LENGTH || !this.answer) return;
    const answer = this.answer;
    this.answer = null;
    this.checking = true;
    answer(this.code);
  }

  /** "Use a passkey": the use-case asks the device; the dialog stays up, busy, until the answer. */
  usePasskey(): void {
    if (!this.answer || this.state?.kind !== 'code' || !this.state.passkey) return;
    const answer = this.answer;
    this.answer = null;
    this.checking = true;
    answer(USE_PASSKEY);
  }

  settled(): void {
    this.close();
  }

  cancel(): void {
    if (this.checking) return;
    const answer = this.answer;
    this.close();
    answer?.(null);
  }

  dismiss(): void {
    const dismissed = this.dismissed;
    this.close();
    dismissed?.();
  }

  private close(): void {
    this.state = null;
    this.checking = false;
    this.answer = null;
    this.dismissed = null;
  }
}
