import { makeAutoObservable, runInAction } from 'mobx';
import { queryKey } from '../../../kernel/domain/QueryKey';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { QueryCache } from '../../../kernel/services/QueryCache';
import { moved, type PersonalisedAccount } from '../core/domain/PersonalisedAccount';
import type { PersonaliseService } from '../core/ports/PersonaliseService';
import type { SavePersonalisation } from '../core/use-cases/SavePersonalisation';

export const PERSONALISE_QUERY = queryKey<PersonalisedAccount[]>('accounts/personalise');
export const PERSONALISE_MESSAGES = {
  loadFailed: "We couldn't load your accounts. Please try again.",
  saveFailed: "Sorry, we couldn't save your changes right now. Please try again later.",
  saved: 'Your account names and order have been saved.',
} as const;

/** Personalise: nicknames typed per account, the order changed a step at a time, saved together. */
export class PersonaliseStore {
  accounts: PersonalisedAccount[] | null = null;
  loadFailed = false;
  problems: Record<string, string> = {};
  saving = false;
  saved = false;
  failure: string | null = null;
  /** Announced after a move, for screen reader users. */
  announcement = '';

  constructor(private readonly service: PersonaliseService, private readonly saveCase: SavePersonalisation,
    private readonly cache: QueryCache, private readonly errors: HandleApiError) {
    makeAutoObservable<this, 'service' | 'saveCase' | 'cache' | 'errors'>(this, { service: false, saveCase: false, cache: false, errors: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      const accounts = await this.cache.refetch(PERSONALISE_QUERY, () => this.service.list());
      runInAction(() => { this.accounts = accounts.map((a) => ({ ...a })); });
    } catch {
      runInAction(() => { this.loadFailed = true; });
    }
  }

  setNickname(id: string, nickname: string): void {
    const account = this.accounts?.find((a) => a.id === id);
    if (!account) return;
    account.nickname = nickname;
    this.saved = false;
    delete this.problems[id];
  }

  move(id: string, by: -1 | 1): void {
    if (!this.accounts) return;
    const from = this.accounts.findIndex((a) => a.id === id);
    this.accounts = moved(this.accounts, from, by);
    this.saved = false;
    const account = this.accounts.find((a) => a.id === id);
    const position = this.accounts.findIndex((a) => a.id === id) + 1;
    if (account) this.announcement = `${account.nickname || account.name} is now number ${position} of ${this.accounts.length}.`;
  }

  async save(): Promise<void> {
    if (!this.accounts || this.saving) return;
    this.saving = true;
    this.saved = false;
    this.failure = null;
    try {
      const problems = await this.saveCase.execute(this.accounts);
      runInAction(() => { this.problems = problems; this.saved = Object.keys(problems).length === 0; });
    } catch (error) {
      this.errors.execute(error, { queryKey: 'accounts/personalise/save' });
      runInAction(() => { this.failure = PERSONALISE_MESSAGES.saveFailed; });
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }
}
