import type { PayFromAccount, SavedPayee } from '../../../../src/features/pay/core/domain/PaymentOrder';
import { AROHA_PAYEES } from '../../payees/fakes/FakePayeeService';

export const PAY_TODAY = '2026-11-21';

/** Aroha's accounts as the pay area sees them (available balances in cents). */
export const arohaPayAccounts = (): PayFromAccount[] => [
  { id: '1000001-1', product: 'everyday', name: 'Everyday', accountNumber: '38-9123-0102004-00', available: 2_458_375 },
  { id: '1000001-2', product: 'bills', name: 'Bills', accountNumber: '38-9123-0102041-00', available: 612_040 },
  { id: '1000001-4', product: 'term-deposit', name: 'Term Deposit 12 months', accountNumber: '38-9123-0102117-00', available: 2_500_000 },
];

/** Tama's: a term deposit and KiwiSaver, nothing that can pay. */
export const tamaPayAccounts = (): PayFromAccount[] => [
  { id: '1000006-1', product: 'term-deposit', name: 'Term Deposit 6 months', accountNumber: '38-9123-0102500-00', available: 7_500_000 },
  { id: '1000006-2', product: 'kiwisaver', name: 'KiwiSaver Conservative Fund', accountNumber: '38-9123-0102537-00', available: 12_876_450 },
];

export const ONE_OFF = { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' };

/** Aroha's saved payees, the payees area's own fakes as the pay form reads them (one set of ids for both areas). */
export const arohaPayees = (): SavedPayee[] => AROHA_PAYEES.map((p) => ({
  id: p.id, name: p.name, accountNumber: p.accountNumber, particulars: p.particulars ?? '', code: p.code ?? '', reference: p.reference ?? '',
  addedAt: SAVED_LONG_AGO,
}));

/** When the fixtures' payees were saved: long before any clock a test sets, so none is "someone new". */
export const SAVED_LONG_AGO = Date.UTC(2024, 0, 15);
