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

/** Security's passkeys: the list, the "Add a passkey" form, and removing one. */
export class PasskeysStore {
  passkeys: Passkey[] | null = null;
  loadFailed = false;
  name = '';
  currentPassword = '';
  submitted = false;
  busy = false;
  /** What happened last, for the whole section (added, removed, or why not). */
  notice: { tone: 'success' | 'error'; text: string } | null = null;

  constructor(
    private readonly service: PasskeyService,
    private readonly adding: AddPasskey,
    private readonly removing: RemovePasskey,
    private readonly safeguard: RunSafeguarded,
    private readonly challenge: ChallengeStore,
    private readonly apiErrors: HandleApiError,
  ) {
    makeAutoObservable<this, 'service' | 'adding' | 'removing' | 'safeguard' | 'challenge' | 'apiErrors' | 'safeguarded'>(this,
      { service: false, adding: false, removing: false, safeguard: false, challenge: false, apiErrors: false, safeguarded: false }, { autoBind: true });
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

  async remove(passkey: Passkey): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.notice = null;
    try {
      await this.removing.execute(passkey.id, this.safeguarded);
      runInAction(() => {
        this.passkeys = (this.passkeys ?? []).filter((p) => p.id !== passkey.id);
        this.notice = { tone: 'success', text: `Passkey “${passkey.name}” removed.` };
      });
    } catch (error) {
      runInAction(() => { this.notice = this.problem(error, PASSKEY_MESSAGES.notRemoved); });
    } finally {
      runInAction(() => { this.busy = false; });
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
