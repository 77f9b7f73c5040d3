import { nicknameProblem, normaliseNickname } from '../../../../../contract/rules/AccountNickname';
import type { QueryCache } from '../../../../kernel/services/QueryCache';
import type { PersonalisedAccount } from '../domain/PersonalisedAccount';
import type { PersonaliseService } from '../ports/PersonaliseService';

/** The dashboard's accounts in the query cache: invalidated so every list shows the new names and order. */
const ACCOUNTS_KEY = 'accounts';

/**
 * Saves nicknames and order. Nicknames are judged by contract/rules/AccountNickname first
 * (problems answered by account id, nothing sent); a blank one means "none".
 */
export class SavePersonalisation {
  constructor(private readonly service: PersonaliseService, private readonly cache: QueryCache) {}

  async execute(accounts: readonly PersonalisedAccount[]): Promise<Record<string, string>> {
    const problems: Record<string, string> = {};
    for (const account of accounts) {
      const nickname = normaliseNickname(account.nickname);
      const problem = nickname === null ? null : nicknameProblem(nickname);
      if (problem) problems[account.id] = problem;
    }
    if (Object.keys(problems).length > 0) return problems;
    await this.service.save(accounts.map((a) => ({ id: a.id, nickname: normaliseNickname(a.nickname) })));
    this.cache.invalidate(ACCOUNTS_KEY);
    return {};
  }
}
