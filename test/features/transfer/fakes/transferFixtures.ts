import type { TransferAccount } from '../../../../src/features/transfer/core/domain/Transfer';

const account = (id: string, product: string, name: string, available: number, n: number): TransferAccount =>
  ({ id, product, name, accountNumber: `38-9123-01020${String(n).padStart(2, '0')}-00`, available });

/** Aroha: everyday, bills, online saver, a term deposit, a credit card, KiwiSaver. */
export const arohaTransferAccounts = (): TransferAccount[] => [
  account('1000001-1', 'everyday', 'Everyday', 2_458_375, 4), account('1000001-2', 'bills', 'Bills', 612_040, 41),
  account('1000001-3', 'online-saver', 'Online Saver', 1_850_000, 78), account('1000001-4', 'term-deposit', 'Term Deposit 12 months', 2_500_000, 11),
  account('1000001-5', 'credit-card', 'Kōwhai Visa', 376_544, 20), account('1000001-6', 'kiwisaver', 'KiwiSaver Growth Fund', 4_231_877, 33),
];
/** Jack: one everyday account. */
export const jackTransferAccounts = (): TransferAccount[] => [account('1000004-1', 'everyday', 'Everyday', 52_075, 50)];
/** Tama: a term deposit and KiwiSaver. */
export const tamaTransferAccounts = (): TransferAccount[] => [
  account('1000006-1', 'term-deposit', 'Term Deposit 6 months', 7_500_000, 60), account('1000006-2', 'kiwisaver', 'KiwiSaver Conservative Fund', 12_876_450, 61),
];
