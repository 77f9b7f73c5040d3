import { answerProblems } from '../../../contract/rules/LendingApplication';
import { KIWISAVER_FUNDS, KIWISAVER_RULES } from '../../../contract/rules/KiwiSaverApplication';
import { KIWISAVER } from '../../features/apply/contracts/validAnswers';

describe('the KiwiSaver application rules', () => {
  it('accept a complete application', () => {
    expect(answerProblems(KIWISAVER_RULES, KIWISAVER)).toEqual({});
  });

  it('offer only the rates 3, 3.5, 4, 6, 8 and 10%', () => {
    for (const rate of ['3', '3.5', '4', '6', '8', '10']) expect(answerProblems(KIWISAVER_RULES, { ...KIWISAVER, contributionRate: rate })).toEqual({});
    for (const rate of ['5', '2', '12', '']) expect(answerProblems(KIWISAVER_RULES, { ...KIWISAVER, contributionRate: rate })).toHaveProperty('contributionRate');
  });

  it("check the IRD number's check digit", () => {
    expect(answerProblems(KIWISAVER_RULES, { ...KIWISAVER, irdNumber: '136-410-132' })).toEqual({});
    expect(answerProblems(KIWISAVER_RULES, { ...KIWISAVER, irdNumber: '136-410-133' })).toEqual({ irdNumber: 'That is not a valid IRD number. Check it and try again' });
  });

  it('need both declarations ticked, a PIR, and a fund that shows its risk', () => {
    expect(Object.keys(answerProblems(KIWISAVER_RULES, { ...KIWISAVER, declareTerms: '', declareResident: 'false', pir: '33' })).sort())
      .toEqual(['declareResident', 'declareTerms', 'pir']);
    for (const fund of KIWISAVER_FUNDS) expect(fund.risk).toBeGreaterThanOrEqual(1);
  });
});
