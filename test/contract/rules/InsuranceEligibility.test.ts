import {
  MINIMUM_INSURANCE_AGE, TOO_YOUNG_FOR_INSURANCE_MESSAGE, isOldEnoughForInsurance,
} from '../../../contract/rules/InsuranceEligibility';
import { aucklandToday } from '../../../contract/rules/AucklandDate';

describe('insurance eligibility', () => {
  it('starts at 18', () => {
    expect(MINIMUM_INSURANCE_AGE).toBe(18);
  });

  it('admits a customer from their 18th birthday', () => {
    expect(isOldEnoughForInsurance('2008-11-23', '2026-11-22')).toBe(false);
    expect(isOldEnoughForInsurance('2008-11-23', '2026-11-23')).toBe(true);
    expect(isOldEnoughForInsurance('1970-01-01', '2026-11-23')).toBe(true);
    expect(isOldEnoughForInsurance('2026-11-23', '2026-11-23')).toBe(false);
  });

  it('treats a 29 February birthday as reached on 1 March in common years', () => {
    expect(isOldEnoughForInsurance('2008-02-29', '2026-02-28')).toBe(false);
    expect(isOldEnoughForInsurance('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('judges on the Auckland date: 18 in Auckland while it is still the day before in UTC', () => {
    const now = Date.parse('2026-11-22T11:30:00Z'); // 00:30 on 23 November in Auckland
    expect(isOldEnoughForInsurance('2008-11-23', aucklandToday(now))).toBe(true);
  });

  it('carries the spec’s message word for word', () => {
    expect(TOO_YOUNG_FOR_INSURANCE_MESSAGE).toBe(
      "Sorry, it looks like you're too young to be eligible for insurance. Come back and see us when you're 18.",
    );
  });
});
