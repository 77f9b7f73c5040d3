import { KIWISAVER_RULES as K } from '../../../../../contract/rules/KiwiSaverApplication';
import { MeetsRule } from './MeetsRule';

export class KiwiSaverFundForm {
  @MeetsRule(K.joinType) joinType = '';
  @MeetsRule(K.fund) fund = '';
}

export class KiwiSaverContributionsForm {
  @MeetsRule(K.contributionRate) contributionRate = '';
  @MeetsRule(K.pir) pir = '';
}

export class KiwiSaverTaxForm {
  @MeetsRule(K.irdNumber) irdNumber = '';
}

export class KiwiSaverDeclarationsForm {
  @MeetsRule(K.declareResident) declareResident = '';
  @MeetsRule(K.declareTerms) declareTerms = '';
}
