import { Type, type Static } from '@sinclair/typebox';

export const CustomerProfile = Type.Object({
  customerNumber: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
}, { $id: 'CustomerProfile' });
export type CustomerProfile = Static<typeof CustomerProfile>;

export const AccountDto = Type.Object({
  id: Type.String(),
  product: Type.String(),
  name: Type.String(),
  /** The customer's own name for the account (settings, Personalise), shown instead of `name`; null for none. */
  nickname: Type.Union([Type.String(), Type.Null()]),
  accountNumber: Type.String(),
  balanceCents: Type.Integer(),
  availableCents: Type.Integer(),
  creditLimitCents: Type.Union([Type.Integer(), Type.Null()]),
}, { $id: 'AccountDto' });
export type AccountDto = Static<typeof AccountDto>;

export const AccountList = Type.Array(AccountDto);
export type AccountList = Static<typeof AccountList>;
