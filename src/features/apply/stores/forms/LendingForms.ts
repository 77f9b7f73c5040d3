import {
  APPLICANT_RULES as A, CARD_RULES as C, EMPLOYMENT_RULES as E, FINANCES_RULES as F, LOAN_RULES as L,
} from '../../../../../contract/rules/LendingApplication';
import { FollowsRule } from '../../../../platform/forms/FollowsRule';

/** About you: name (the spec's name pattern), mobile, and the address from the finder. */
export class ApplicantForm {
  @FollowsRule(A.firstName) firstName = '';
  @FollowsRule(A.middleName) middleName = '';
  @FollowsRule(A.lastName) lastName = '';
  @FollowsRule(A.mobile) mobile = '';
  @FollowsRule(A.addressLine1) addressLine1 = '';
  @FollowsRule(A.town) town = '';
  @FollowsRule(A.postcode) postcode = '';
}

export class EmploymentForm {
  @FollowsRule(E.employmentStatus) employmentStatus = '';
  @FollowsRule(E.employer) employer = '';
}

export class FinancesForm {
  @FollowsRule(F.monthlyIncome) monthlyIncome = '';
  @FollowsRule(F.monthlyExpenses) monthlyExpenses = '';
}

export class LoanForm {
  @FollowsRule(L.loanAmount) loanAmount = '';
  @FollowsRule(L.loanTerm) loanTerm = '';
  @FollowsRule(L.loanPurpose) loanPurpose = '';
}

export class CardForm {
  @FollowsRule(C.cardProduct) cardProduct = '';
  @FollowsRule(C.creditLimit) creditLimit = '';
}
