import { Type } from '@sinclair/typebox';

/** The account in the path of every /api/accounts/{id} route. */
export const AccountParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** Another customer's account answers exactly as a missing one does. */
export const ACCOUNT_NOT_FOUND = { message: 'Account not found.' };
