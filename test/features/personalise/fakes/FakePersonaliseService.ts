import type { PersonalisedAccount } from '../../../../src/features/personalise/core/domain/PersonalisedAccount';
import type { PersonaliseService } from '../../../../src/features/personalise/core/ports/PersonaliseService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export const AROHA_PERSONALISED: PersonalisedAccount[] = [
  { id: '1000001-1', name: 'Everyday', accountNumber: '38-9123-0102004-00', nickname: null },
  { id: '1000001-2', name: 'Bills', accountNumber: '38-9123-0102041-00', nickname: null },
  { id: '1000001-3', name: 'Online Saver', accountNumber: '38-9123-0102078-00', nickname: null },
];

/** Accounts in memory; refuses what the sandbox refuses (not every account once) with 400. */
export class FakePersonaliseService implements PersonaliseService {
  loggedIn = true;
  private accounts: PersonalisedAccount[];

  constructor(accounts = AROHA_PERSONALISED) {
    this.accounts = accounts.map((a) => ({ ...a }));
  }

  async list(): Promise<PersonalisedAccount[]> {
    this.guard();
    return this.accounts.map((a) => ({ ...a }));
  }

  async save(accounts: ReadonlyArray<{ id: string; nickname: string | null }>): Promise<void> {
    this.guard();
    const ids = new Set(accounts.map((a) => a.id));
    if (accounts.length !== this.accounts.length || ids.size !== accounts.length || this.accounts.some((a) => !ids.has(a.id))) {
      throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'List each of your accounts once.' });
    }
    const byId = new Map(this.accounts.map((a) => [a.id, a]));
    this.accounts = accounts.map((a) => ({ ...byId.get(a.id)!, nickname: a.nickname?.trim() || null }));
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
