import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import { EscalationFailure, SafeguardBlocked } from '../../../kernel/domain/Escalation';
import { NATIVE_ERROR } from '../../../kernel/domain/NativeErrorCode';
import { PasskeyCancelled } from '../../../kernel/ports/PasskeyAuthenticator';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { ChallengeStore, RunSafeguarded } from '../../escalation';
import { PASSKEY_NAME_MAX, type Passkey } from '../core/domain/Passkey';
import type { PasskeyService } from '../core/ports/PasskeyService';
import type { AddPasskey } from '../core/use-cases/AddPasskey';
import type { RemovePasskey } from '../core/use-cases/RemovePasskey';

export const PASSKEY_MESSAGES = {
  loadFailed: "We couldn't load your passkeys. Please try again.",
  none: "You haven't added a passkey yet.",
  unsupported: "Passkeys can't be used in this browser or app. You can still approve with a code by text message.",
  nameRequired: 'Enter a name for this passkey',
  nameTooLong: `Use ${PASSKEY_NAME_MAX} characters or fewer`,
  passwordRequired: 'Enter your current password',
  cancelled: 'No passkey was added: your device did not make one.',
  notAdded: 'No passkey was added.',
  notRemoved: 'The passkey was not removed.',
  failed: 'Sorry, an error has occurred. Please try again later.',
} as const;

type Field = 'name' | 'currentPassword';

/**
 * The bank's words when it refuses the password itself (400 4010 wrong or missing, 429 too
 * many tries): the customer can fix that in the dialog, so it stays open.
 */
function passwordRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const message = (error.response as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return null;
  const refused = (error.status === 400 && error.nativeErrorCode === NATIVE_ERROR.dataValidation) || error.status === 429;
  return refused ? message : null;
}

/** Security's passkeys: the list, the "Add a passkey" form, and removing one (a dialog that asks for the password). */
export class PasskeysStore {
  passkeys: Passkey[] | null = null;
  loadFailed = false;
  name = '';
  currentPassword = '';
  submitted = false;
  busy = false;
  /** What happened last, for the whole section (added, removed, or why not). */
  notice: { tone: 'success' | 'error'; text: string } | null = null;
  /** The passkey in the "Remove this passkey?" dialog, until it is removed or the customer cancels. */
  removing: Passkey | null = null;
  removePassword = '';
  removeSubmitted = false;
  /** The bank's refusal of the password (wrong, too many tries), shown in the dialog. */
  removeRefusal: string | null = null;
  removeBusy = false;

  constructor(
    private readonly service: PasskeyService,
    private readonly adding: AddPasskey,
    private readonly removal: RemovePasskey,
    private readonly safeguard: RunSafeguarded,
    private readonly challenge: ChallengeStore,
    private readonly apiErrors: HandleApiError,
  ) {
    makeAutoObservable<this, 'service' | 'adding' | 'removal' | 'safeguard' | 'challenge' | 'apiErrors' | 'safeguarded'>(this,
      { service: false, adding: false, removal: false, safeguard: false, challenge: false, apiErrors: false, safeguarded: false }, { autoBind: true });
  }

  /** The step-up, with this page's challenge dialog. */
  private readonly safeguarded = <T>(operation: (operationId?: string) => Promise<T>): Promise<T> => this.safeguard.execute(operation, this.challenge);

  get supported(): boolean {
    return this.adding.supported();
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const passkeys = await this.service.list();
      runInAction(() => { this.passkeys = passkeys; });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  set(field: Field, value: string): void {
    this[field] = value;
  }

  get errors(): Partial<Record<Field, string>> {
    const errors: Partial<Record<Field, string>> = {};
    const name = this.name.trim();
    if (!name) errors.name = PASSKEY_MESSAGES.nameRequired;
    else if (name.length > PASSKEY_NAME_MAX) errors.name = PASSKEY_MESSAGES.nameTooLong;
    if (!this.currentPassword) errors.currentPassword = PASSKEY_MESSAGES.passwordRequired;
    return errors;
  }

  get visibleErrors(): Partial<Record<Field, string>> {
    return this.submitted ? this.errors : {};
  }

  /** Adds a passkey: validates, steps up, asks the device, saves; resolves when done either way. */
  async add(): Promise<void> {
    this.submitted = true;
    this.notice = null;
    if (Object.keys(this.errors).length > 0 || this.busy) return;
    this.busy = true;
    try {
      const added = await this.adding.execute({ currentPassword: this.currentPassword, name: this.name }, this.safeguarded);
      runInAction(() => {
        this.passkeys = [...(this.passkeys ?? []), added];
        this.notice = { tone: 'success', text: `Passkey “${added.name}” added.` };
        this.name = this.currentPassword = '';
        this.submitted = false;
      });
    } catch (error) {
      runInAction(() => { this.notice = this.problem(error, PASSKEY_MESSAGES.notAdded); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  /** "Remove" on a passkey: the dialog asks for the current password (a passkey is a factor). */
  askRemove(passkey: Passkey): void {
    if (this.busy || this.removeBusy) return;
    this.removing = passkey;
    this.removePassword = '';
    this.removeSubmitted = false;
    this.removeRefusal = null;
    this.notice = null;
  }

  setRemovePassword(value: string): void {
    this.removePassword = value;
  }

  cancelRemove(): void {
    if (this.removeBusy) return;
    this.removing = null;
    this.removePassword = '';
    this.removeSubmitted = false;
    this.removeRefusal = null;
  }

  /**
   * The removal dialog is up while a passkey waits for "Remove passkey", but steps aside while
   * the step-up dialog asks for the code: one modal at a time. It comes back (password kept)
   * when the bank refuses the password.
   */
  get removalDialogOpen(): boolean {
    return this.removing !== null && this.challenge.state === null;
  }

  get removePasswordError(): string | null {
    if (this.removeSubmitted && !this.removePassword) return PASSKEY_MESSAGES.passwordRequired;
    return this.removeRefusal;
  }

  /** "Remove passkey": the password, then the step-up; resolves when done either way. */
  async confirmRemove(): Promise<void> {
    const passkey = this.removing;
    this.removeSubmitted = true;
    this.removeRefusal = null;
    if (!passkey || !this.removePassword || this.removeBusy) return;
    this.removeBusy = true;
    try {
      await this.removal.execute({ id: passkey.id, currentPassword: this.removePassword }, this.safeguarded);
      runInAction(() => {
        this.passkeys = (this.passkeys ?? []).filter((p) => p.id !== passkey.id);
        this.notice = { tone: 'success', text: `Passkey “${passkey.name}” removed.` };
        this.removing = null;
        this.removePassword = '';
      });
    } catch (error) {
      runInAction(() => {
        const refusal = passwordRefusal(error);
        if (refusal) {
          this.removeRefusal = refusal;
          return;
        }
        this.removing = null;
        this.removePassword = '';
        this.notice = this.problem(error, PASSKEY_MESSAGES.notRemoved);
      });
    } finally {
      runInAction(() => { this.removeBusy = false; });
    }
  }

  private problem(error: unknown, nothingDone: string): { tone: 'error'; text: string } | null {
    if (error instanceof SafeguardBlocked) return error.block === 'cancelled' ? null : { tone: 'error', text: nothingDone };
    if (error instanceof PasskeyCancelled) return { tone: 'error', text: PASSKEY_MESSAGES.cancelled };
    if (error instanceof EscalationFailure) return { tone: 'error', text: error.message };
    if (error instanceof ApiError && error.nativeErrorCode === NATIVE_ERROR.dataValidation) {
      const message = (error.response as { message?: unknown } | null)?.message;
      return { tone: 'error', text: typeof message === 'string' ? message : nothingDone };
    }
    if (this.apiErrors.execute(error, { queryKey: 'security/passkeys' }) === 'session-expired') return null;
    return { tone: 'error', text: `${nothingDone} ${PASSKEY_MESSAGES.failed}` };
  }
}
