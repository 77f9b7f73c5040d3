import {
  answerProblems, APPLICANT_RULES, CARD_RULES, EMPLOYMENT_RULES, FINANCES_RULES, LOAN_RULES,
} from '../../../contract/rules/LendingApplication';
import { CREDIT_CARD, PERSONAL_LOAN } from '../../features/apply/contracts/validAnswers';

describe('the lending application rules', () => {
  it('accept complete answers of a loan and a card', () => {
    expect(answerProblems({ ...APPLICANT_RULES, ...EMPLOYMENT_RULES, ...FINANCES_RULES, ...LOAN_RULES }, PERSONAL_LOAN)).toEqual({});
    expect(answerProblems({ ...APPLICANT_RULES, ...EMPLOYMENT_RULES, ...FINANCES_RULES, ...CARD_RULES }, CREDIT_CARD)).toEqual({});
  });

  it("apply the spec's name pattern, with Māori and hyphenated names as written", () => {
    expect(answerProblems(APPLICANT_RULES, { ...PERSONAL_LOAN, firstName: 'Mātiu', lastName: "O'Neill-Tipene" })).toEqual({});
    expect(answerProblems(APPLICANT_RULES, { ...PERSONAL_LOAN, lastName: 'Ngata2', middleName: 'J.' })).toEqual({
      lastName: 'Use only letters, hyphens, apostrophes and spaces', middleName: 'Use only letters, hyphens, apostrophes and spaces',
    });
  });

  it('ask for everything required, and an NZ mobile and a 4-digit postcode', () => {
    expect(answerProblems(APPLICANT_RULES, {})).toEqual({
      firstName: 'Enter your first name', lastName: 'Enter your last name', mobile: 'Enter your mobile number',
      addressLine1: 'Enter the first line of your address', town: 'Enter your town or city', postcode: 'Enter a 4-digit postcode',
    });
    expect(answerProblems(APPLICANT_RULES, { ...PERSONAL_LOAN, mobile: '09 555 0101', postcode: '101' })).toMatchObject({
      mobile: 'That looks like a landline. Enter a mobile number', postcode: 'Enter a 4-digit postcode',
    });
  });

  it('need an employer only from someone employed', () => {
    expect(answerProblems(EMPLOYMENT_RULES, { employmentStatus: 'part-time' })).toHaveProperty('employer');
    expect(answerProblems(EMPLOYMENT_RULES, { employmentStatus: 'retired' })).toEqual({});
    expect(answerProblems(EMPLOYMENT_RULES, { employmentStatus: 'astronaut' })).toEqual({ employmentStatus: 'Choose your employment status' });
  });

  it('keep the loan and the card limit within their bounds, and the term to the offered ones', () => {
    expect(answerProblems(LOAN_RULES, { loanAmount: '60,000', loanTerm: '30', loanPurpose: 'Car' })).toEqual({
      loanAmount: 'Enter an amount between $1,000 and $50,000', loanTerm: 'Choose how long you would like to repay over',
    });
    expect(answerProblems(CARD_RULES, { cardProduct: 'low-rate', creditLimit: '400' })).toEqual({ creditLimit: 'Enter a limit between $500 and $30,000' });
    expect(answerProblems(FINANCES_RULES, { monthlyIncome: '0', monthlyExpenses: '0' })).toEqual({ monthlyIncome: 'Enter your monthly income after tax' });
  });
});
