import { KIWISAVER_RULES as K } from '../../../../../contract/rules/KiwiSaverApplication';
import { FollowsRule } from '../../../../platform/forms/FollowsRule';

export class KiwiSaverFundForm {
  @FollowsRule(K.joinType) joinType = '';
  @FollowsRule(K.fund) fund = '';
}

export class KiwiSaverContributionsForm {
  @FollowsRule(K.contributionRate) contributionRate = '';
  @FollowsRule(K.pir) pir = '';
}

export class KiwiSaverTaxForm {
  @FollowsRule(K.irdNumber) irdNumber = '';
}

export class KiwiSaverDeclarationsForm {
  @FollowsRule(K.declareResident) declareResident = '';
  @FollowsRule(K.declareTerms) declareTerms = '';
}
