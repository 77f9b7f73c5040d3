import { moved } from '../../../../src/features/personalise/core/domain/PersonalisedAccount';
import { SavePersonalisation } from '../../../../src/features/personalise/core/use-cases/SavePersonalisation';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { QueryCache } from '../../../../src/kernel/services/QueryCache';
import { AROHA_PERSONALISED, FakePersonaliseService } from '../fakes/FakePersonaliseService';

describe('moving an account', () => {
  it('swaps with its neighbour, and stays put at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('SavePersonalisation', () => {
  const setup = () => {
    const service = new FakePersonaliseService();
    const cache = new QueryCache(new FakeClock(), { execute: () => 'reported' } as never);
    const invalidated: string[] = [];
    cache.onInvalidate('accounts', () => invalidated.push('accounts'));
    return { service, save: new SavePersonalisation(service, cache), invalidated };
  };

  it('saves trimmed nicknames and the order, and makes every account list reload', async () => {
    const { service, save, invalidated } = setup();
    const [a, b, c] = AROHA_PERSONALISED;
    expect(await save.execute([{ ...c!, nickname: ' Holiday fund ' }, a!, { ...b!, nickname: '' }])).toEqual({});
    expect((await service.list()).map((x) => [x.id, x.nickname])).toEqual([[c!.id, 'Holiday fund'], [a!.id, null], [b!.id, null]]);
    expect(invalidated).toEqual(['accounts']);
  });

  it('refuses a nickname against the rule, by account, and sends nothing', async () => {
    const { service, save, invalidated } = setup();
    const problems = await save.execute(AROHA_PERSONALISED.map((x, i) => ({ ...x, nickname: i === 1 ? '<b>Bills</b>' : null })));
    expect(problems).toEqual({ '1000001-2': "A nickname can have letters, numbers, spaces and - ' & . , ( )" });
    expect((await service.list())[1]?.nickname).toBeNull();
    expect(invalidated).toEqual([]);
  });
});
