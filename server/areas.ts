import type { ServerArea } from './platform/area';
import { sessionArea } from './session';
import { escalationArea } from './escalation';
import { dashboardArea } from './dashboard';
import { statusArea } from './status';
import { clientErrorsArea } from './client-errors';
import { flagsArea } from './flags';
import { accountsArea } from './accounts';
import { messagesArea } from './messages';
import { payArea } from './pay';
import { payeesArea } from './payees';
import { internationalPaymentsArea } from './international-payments';
import { automaticPaymentsArea } from './automatic-payments';
import { insuranceArea } from './insurance';
import { kiwisaverArea } from './kiwisaver';
import { remediationArea } from './remediation';
import { cardsArea } from './cards';
import { eftposArea } from './eftpos';
import { taxArea } from './tax';
import { applyArea } from './apply';
import { supportArea } from './support';
import { securityArea } from './security';
import { passkeysArea } from './passkeys';
import { addressArea } from './address';
import { contactArea } from './contact';
import { scamArea } from './scam';
import { transferArea } from './transfer';
import { personaliseArea } from './personalise';
import { quickviewArea } from './quickview';
import { alertsArea } from './alerts';
import { statementsArea } from './statements';
import { botCheckArea } from './bot-check';
import { passwordResetArea } from './password-reset';
import { webviewArea } from './webview';
import { ledgerArea } from './ledger';
import { handoffArea } from './handoff';

/**
 * Every area of the sandbox, one line each (the client's src/app/features.ts, on the server).
 * server/app assembles routes, demo data and due work from this list. The order matters twice:
 * demo data is seeded in this order (the accounts' ledger and product facts first, then the
 * messages that quote them), and due work runs in this order (scheduled payments, then automatic ones).
 */
export const SERVER_AREAS: readonly ServerArea[] = [
  sessionArea,
  escalationArea,
  dashboardArea,
  statusArea,
  clientErrorsArea,
  flagsArea,
  accountsArea,
  messagesArea,
  payArea,
  payeesArea,
  internationalPaymentsArea,
  automaticPaymentsArea,
  insuranceArea,
  kiwisaverArea,
  remediationArea,
  cardsArea,
  eftposArea,
  taxArea,
  applyArea,
  supportArea,
  securityArea,
  passkeysArea,
  addressArea,
  contactArea,
  scamArea,
  transferArea,
  personaliseArea,
  quickviewArea,
  alertsArea,
  statementsArea,
  botCheckArea,
  passwordResetArea,
  webviewArea,
  ledgerArea,
  handoffArea,
];
