import type { AxiosInstance } from 'axios';
import type { PersonalisedAccountList, PersonaliseRequest } from '../../../../contract/personalise';
import type { PersonalisedAccount } from '../core/domain/PersonalisedAccount';
import type { PersonaliseService } from '../core/ports/PersonaliseService';

/** PersonaliseService over GET and PUT /api/personalise. */
export class AxiosPersonaliseService implements PersonaliseService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<PersonalisedAccount[]> {
    const { data } = await this.http.get<PersonalisedAccountList>('/api/personalise');
    return data.accounts.map((a) => ({ id: a.id, name: a.name, accountNumber: a.accountNumber, nickname: a.nickname }));
  }

  async save(accounts: ReadonlyArray<{ id: string; nickname: string | null }>): Promise<void> {
    const body: PersonaliseRequest = { accounts: accounts.map((a) => ({ id: a.id, nickname: a.nickname })) };
    await this.http.put('/api/personalise', body);
  }
}
