import { makeAutoObservable, runInAction } from 'mobx';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { Decision } from '../core/domain/Application';
import { applicationFailureText } from '../core/domain/applicationErrors';
import type { AccountProduct, OpenAccount } from '../core/use-cases/OpenAccount';

export const ACCOUNT_CHOICES = [
  { value: 'everyday-account', label: 'Everyday', text: 'For your pay, bills and card spending. No monthly fee.' },
  { value: 'savings-account', label: 'Savings', text: 'Put money aside at 3.25% p.a. interest, paid monthly.' },
] as const;

export const CHOOSE_ACCOUNT_MESSAGE = 'Choose the account you would like to open';

/** /apply/open-a/account/selection: the account chosen, opening it, and the new account's number. */
export class OpenAccountStore {
  choice: AccountProduct | '' = '';
  attempted = false;
  opening = false;
  decision: Decision | null = null;
  problem: string | null = null;

  constructor(private readonly openAccount: OpenAccount, private readonly errors: HandleApiError) {
    makeAutoObservable<this, 'openAccount' | 'errors'>(this, { openAccount: false, errors: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.attempted && this.choice === '' ? CHOOSE_ACCOUNT_MESSAGE : null;
  }

  choose(choice: AccountProduct): void {
    this.choice = choice;
  }

  /** A fresh page each visit: the last account opened is not shown again. */
  reset(): void {
    Object.assign(this, { choice: '', attempted: false, opening: false, decision: null, problem: null });
  }

  async open(): Promise<void> {
    this.attempted = true;
    if (this.choice === '') return;
    this.opening = true;
    this.problem = null;
    try {
      const decision = await this.openAccount.execute(this.choice);
      runInAction(() => { this.decision = decision; });
    } catch (error) {
      if (this.errors.execute(error, { queryKey: 'applications/open-account' }) !== 'session-expired') {
        runInAction(() => { this.problem = applicationFailureText(error); });
      }
    } finally {
      runInAction(() => { this.opening = false; });
    }
  }
}
