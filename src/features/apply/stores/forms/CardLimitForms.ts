import { LIMIT_DECREASE_RULES as D, LIMIT_INCREASE_RULES as I } from '../../../../../contract/rules/CardLimitChange';
import { FollowsRule } from '../../../../platform/forms/FollowsRule';

export class LimitIncreaseForm {
  @FollowsRule(I.newLimit) newLimit = '';
  @FollowsRule(I.reason) reason = '';
}

export class LimitDecreaseForm {
  @FollowsRule(D.newLimit) newLimit = '';
  @FollowsRule(D.reason) reason = '';
}
