import {
  APPLICANT_RULES as A, CARD_RULES as C, EMPLOYMENT_RULES as E, FINANCES_RULES as F, LOAN_RULES as L,
} from '../../../../../contract/rules/LendingApplication';
import { MeetsRule } from './MeetsRule';

/** About you: name (the spec's name pattern), mobile, and the address from the finder. */
export class ApplicantForm {
  @MeetsRule(A.firstName) firstName = '';
  @MeetsRule(A.middleName) middleName = '';
  @MeetsRule(A.lastName) lastName = '';
  @MeetsRule(A.mobile) mobile = '';
  @MeetsRule(A.addressLine1) addressLine1 = '';
  @MeetsRule(A.town) town = '';
  @MeetsRule(A.postcode) postcode = '';
}

export class EmploymentForm {
  @MeetsRule(E.employmentStatus) employmentStatus = '';
  @MeetsRule(E.employer) employer = '';
}

export class FinancesForm {
  @MeetsRule(F.monthlyIncome) monthlyIncome = '';
  @MeetsRule(F.monthlyExpenses) monthlyExpenses = '';
}

export class LoanForm {
  @MeetsRule(L.loanAmount) loanAmount = '';
  @MeetsRule(L.loanTerm) loanTerm = '';
  @MeetsRule(L.loanPurpose) loanPurpose = '';
}

export class CardForm {
  @MeetsRule(C.cardProduct) cardProduct = '';
  @MeetsRule(C.creditLimit) creditLimit = '';
}
