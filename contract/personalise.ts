import { Type, type Static } from '@sinclair/typebox';

export const PersonalisedAccountDto = Type.Object({
  id: Type.String(),
  /** The product's own name (Everyday, Online Saver …). */
  name: Type.String(),
  accountNumber: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
}, { $id: 'PersonalisedAccountDto' });
export type PersonalisedAccountDto = Static<typeof PersonalisedAccountDto>;

/** GET /api/personalise: every account of the customer, in display order. */
export const PersonalisedAccountList = Type.Object({ accounts: Type.Array(PersonalisedAccountDto) }, { $id: 'PersonalisedAccountList' });
export type PersonalisedAccountList = Static<typeof PersonalisedAccountList>;

/** PUT /api/personalise: every account of the customer once, in the new order, each with its nickname (null: none). */
export const PersonaliseRequest = Type.Object({
  accounts: Type.Array(Type.Object({
    id: Type.String({ minLength: 1, maxLength: 64 }),
    nickname: Type.Union([Type.String({ maxLength: 60 }), Type.Null()]),
  }, { additionalProperties: false }), { maxItems: 50 }),
}, { additionalProperties: false, $id: 'PersonaliseRequest' });
export type PersonaliseRequest = Static<typeof PersonaliseRequest>;
