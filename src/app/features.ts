import type { FeatureManifest } from '../platform/manifest/FeatureManifest';
import { accountsFeature } from '../features/accounts';
import { addressFeature } from '../features/address';
import { alertsFeature } from '../features/alerts';
import { applyFeature } from '../features/apply';
import { botCheckFeature } from '../features/bot-check';
import { calculatorsFeature } from '../features/calculators';
import { contactFeature } from '../features/contact';
import { dashboardFeature } from '../features/dashboard';
import { escalationFeature } from '../features/escalation';
import { payFeature } from '../features/pay';
import { passwordResetFeature } from '../features/password-reset';
import { insuranceFeature } from '../features/insurance';
import { kiwisaverFeature } from '../features/kiwisaver';
import { remediationFeature } from '../features/remediation';
import { securityFeature } from '../features/security';
import { scamFeature } from '../features/scam';
import { transferFeature } from '../features/transfer';
import { sessionFeature } from '../features/session';
import { payeesFeature } from '../features/payees';
import { internationalPaymentsFeature } from '../features/international-payments';
import { automaticPaymentsFeature } from '../features/automatic-payments';
import { supportFeature } from '../features/support';
import { messagesFeature } from '../features/messages';
import { cardsFeature } from '../features/cards';
import { eftposFeature } from '../features/eftpos';
import { statementsFeature } from '../features/statements';
import { settingsFeature } from '../features/settings';
import { taxFeature } from '../features/tax';
import { personaliseFeature } from '../features/personalise';
import { quickViewFeature } from '../features/quickview';

/**
 * Every area of the app, one line each. The route table, the navigation, the hand-off and
 * webview path lists and the page gates are derived from this list (see routes/ and
 * shell/navigation/); each area's code loads with its first route. Adding an area is its
 * folder plus one line here.
 */
export const FEATURES: readonly FeatureManifest[] = [
  sessionFeature,
  dashboardFeature,
  accountsFeature,
  payFeature,
  transferFeature,
  addressFeature,
  escalationFeature,
  contactFeature,
  securityFeature,
  scamFeature,
  applyFeature,
  passwordResetFeature,
  botCheckFeature,
  payeesFeature,
  internationalPaymentsFeature,
  automaticPaymentsFeature,
  calculatorsFeature,
  remediationFeature,
  insuranceFeature,
  kiwisaverFeature,
  supportFeature,
  messagesFeature,
  cardsFeature,
  eftposFeature,
  settingsFeature,
  taxFeature,
  personaliseFeature,
  quickViewFeature,
  alertsFeature,
  statementsFeature,
];
