import { Type, type Static } from '@sinclair/typebox';

export const QuickViewAccountDto = Type.Object({
  id: Type.String(),
  /** The nickname when the customer gave one, else the account's name. */
  name: Type.String(),
  accountNumber: Type.String(),
  shown: Type.Boolean(),
}, { $id: 'QuickViewAccountDto' });

/** GET /api/quickview: every account of the customer, in display order, and whether quick view shows it. */
export const QuickViewList = Type.Object({ accounts: Type.Array(QuickViewAccountDto) }, { $id: 'QuickViewList' });
export type QuickViewList = Static<typeof QuickViewList>;

/** PUT /api/quickview: the accounts quick view may show (the others are hidden). */
export const QuickViewRequest = Type.Object({
  shown: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 }),
}, { additionalProperties: false, $id: 'QuickViewRequest' });
export type QuickViewRequest = Static<typeof QuickViewRequest>;
