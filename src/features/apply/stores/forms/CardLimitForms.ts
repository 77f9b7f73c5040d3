import { LIMIT_DECREASE_RULES as D, LIMIT_INCREASE_RULES as I } from '../../../../../contract/rules/CardLimitChange';
import { MeetsRule } from './MeetsRule';

export class LimitIncreaseForm {
  @MeetsRule(I.newLimit) newLimit = '';
  @MeetsRule(I.reason) reason = '';
}

export class LimitDecreaseForm {
  @MeetsRule(D.newLimit) newLimit = '';
  @MeetsRule(D.reason) reason = '';
}
