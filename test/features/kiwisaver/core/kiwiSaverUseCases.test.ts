import { ChangeContributionRate } from '../../../../src/features/kiwisaver/core/use-cases/ChangeContributionRate';
import { CHOOSE_FUND, SwitchFund } from '../../../../src/features/kiwisaver/core/use-cases/SwitchFund';
import { TOP_UP_WORDS, TopUpKiwiSaver } from '../../../../src/features/kiwisaver/core/use-cases/TopUpKiwiSaver';
import { KIWISAVER_WORDS } from '../../../../contract/rules/KiwiSaverChanges';
import { AROHA_KIWISAVER, FakeKiwiSaverService } from '../fakes/FakeKiwiSaverService';

const member = AROHA_KIWISAVER;

describe('SwitchFund', () => {
  it('refuses no choice, the fund held and a second switch without asking the bank', async () => {
    const service = new FakeKiwiSaverService();
    const switchFund = new SwitchFund(service);
    await expect(switchFund.execute({ member, fund: '' })).resolves.toEqual({ ok: false, problem: CHOOSE_FUND });
    await expect(switchFund.execute({ member, fund: 'Growth Fund' })).resolves.toEqual({ ok: false, problem: KIWISAVER_WORDS.sameFund });
    const pending = { ...member, pendingSwitch: { toFund: 'Balanced Fund', effectiveDate: '2026-11-30' } };
    await expect(switchFund.execute({ member: pending, fund: 'Conservative Fund' })).resolves.toEqual({ ok: false, problem: KIWISAVER_WORDS.switchPending });
    expect((await service.getLanding()).member?.pendingSwitch).toBeNull();
  });

  it('asks the bank, which answers the pending switch on the next business day', async () => {
    const result = await new SwitchFund(new FakeKiwiSaverService(undefined, '2026-11-27')).execute({ member, fund: 'Balanced Fund' });
    expect(result).toMatchObject({ ok: true, landing: { member: { fund: 'Growth Fund', pendingSwitch: { toFund: 'Balanced Fund', effectiveDate: '2026-11-30' } } } });
  });
});

describe('ChangeContributionRate', () => {
  it('offers only the rates, and only to an employed member', async () => {
    const change = new ChangeContributionRate(new FakeKiwiSaverService());
    await expect(change.execute({ member, ratePercent: 5 })).resolves.toEqual({ ok: false, problem: KIWISAVER_WORDS.rateInvalid });
    await expect(change.execute({ member: { ...member, employed: false }, ratePercent: 6 })).resolves.toEqual({ ok: false, problem: KIWISAVER_WORDS.notEmployed });
    await expect(change.execute({ member, ratePercent: 10 })).resolves.toMatchObject({ ok: true, landing: { member: { contributionRatePercent: 10 } } });
  });
});

describe('TopUpKiwiSaver', () => {
  const topUp = new TopUpKiwiSaver(new FakeKiwiSaverService());
  it.each([
    [{ fromAccountId: '', amount: '10' }, { fromAccountId: KIWISAVER_WORDS.topUpFromInvalid }],
    [{ fromAccountId: '1000001-1', amount: '' }, { amount: KIWISAVER_WORDS.amountMissing }],
    [{ fromAccountId: '1000001-1', amount: 'ten' }, { amount: TOP_UP_WORDS.amountInvalid }],
    [{ fromAccountId: '1000001-1', amount: '0' }, { amount: TOP_UP_WORDS.amountInvalid }],
    [{ fromAccountId: '1000001-1', amount: '2,500.01' }, { amount: "That's more than the $2,500.00 available in this account." }],
    [{ fromAccountId: '1000004-1', amount: '10' }, { fromAccountId: KIWISAVER_WORDS.topUpFromInvalid }],
  ])('refuses %j at the field', (fields, fieldErrors) => {
    expect(topUp.check(member, fields)).toEqual({ ok: false, fieldErrors });
  });

  it('reads the amount into cents and sends it once per key', async () => {
    const service = new FakeKiwiSaverService();
    const useCase = new TopUpKiwiSaver(service);
    expect(useCase.check(member, { fromAccountId: '1000001-1', amount: '$1,234.5' })).toEqual({ ok: true, fromAccountId: '1000001-1', amountCents: 123_450 });
    const fields = { fromAccountId: '1000001-1', amount: '20' };
    await useCase.execute(member, fields, 'k1');
    const again = await useCase.execute(member, fields, 'k1');
    expect(again).toMatchObject({ ok: true, landing: { member: { topUpFrom: [{ availableCents: 250_000 - 2_000 }, expect.anything()] } } });
  });
});
