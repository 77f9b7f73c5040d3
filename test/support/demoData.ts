import type { Account } from '../../src/features/dashboard/core/domain/Account';

/** The sandbox's first demo customer, as the fakes know her (see server/seed/demoCustomers.ts). */
export const AROHA = { customerNumber: '1000001', password: 'Kowhai-2026!', firstName: 'Aroha', lastName: 'Ngata' };
/** A demo customer the contract suites may lock out. */
export const TAMA = { customerNumber: '1000006', password: 'Kowhai-2026!' };
/** Email, no mobile: login goes to /setup/internet-banking/mobile. */
export const LIAM = { customerNumber: '1000002', password: 'Kowhai-2026!' };
/** No email: login goes to /setup/internet-banking/details. */
export const MERE = { customerNumber: '1000003', password: 'Kowhai-2026!' };

export const AROHA_ACCOUNTS: Account[] = [
  { id: '1000001-1', product: 'everyday', name: 'Everyday', accountNumber: '38-9123-0102004-00', balance: 2_458_375, available: 2_458_375, creditLimit: null },
  { id: '1000001-5', product: 'credit-card', name: 'Kōwhai Visa', accountNumber: '38-9123-0102200-00', balance: -123_456, available: 376_544, creditLimit: 500_000 },
];
