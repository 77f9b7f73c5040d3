import { LIMIT_CHANGE_RULES as C } from '../../../../../contract/rules/CardLimitChange';
import { TOP_UP_RULES as T } from '../../../../../contract/rules/HomeLoanTopUp';
import { INSURANCE_RULES as I } from '../../../../../contract/rules/InsuranceApplication';
import { OVERDRAFT_RULES as O } from '../../../../../contract/rules/OverdraftApplication';
import { FollowsRule } from '../../../../platform/forms/FollowsRule';

export class InsuranceCoverForm {
  @FollowsRule(I.insuranceProduct) insuranceProduct = '';
  @FollowsRule(I.coverAmount) coverAmount = '';
}

export class HealthForm {
  @FollowsRule(I.smoker) smoker = '';
  @FollowsRule(I.healthConditions) healthConditions = '';
  @FollowsRule(I.hazardousActivities) hazardousActivities = '';
}

export class TopUpForm {
  @FollowsRule(T.homeLoanAccount) homeLoanAccount = '';
  @FollowsRule(T.topUpAmount) topUpAmount = '';
  @FollowsRule(T.topUpPurpose) topUpPurpose = '';
}

export class HouseholdForm {
  @FollowsRule(T.yearlySalary) yearlySalary = '';
  @FollowsRule(T.monthlyExpenses) monthlyExpenses = '';
  @FollowsRule(T.dependants) dependants = '';
}

export class OverdraftForm {
  @FollowsRule(O.overdraftAccount) overdraftAccount = '';
  @FollowsRule(O.overdraftLimit) overdraftLimit = '';
  @FollowsRule(O.overdraftReason) overdraftReason = '';
}

export class LimitChangeForm {
  @FollowsRule(C.newLimit) newLimit = '';
  @FollowsRule(C.reason) reason = '';
}
