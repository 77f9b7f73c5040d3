import { Type, type Static } from '@sinclair/typebox';
import {
  CLIENT_ERROR_BATCH_MAX, CLIENT_ERROR_KEY_MAX, CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_NAME_MAX, CLIENT_ERROR_ROUTE_MAX,
} from './rules/ClientErrorReport';

/**
 * One error the browser could not handle itself (its Monitoring port). Only what names the
 * failure: never a response body, a customer, an amount or a token (contract/rules/ClientErrorReport).
 */
export const ClientErrorEntry = Type.Object({
  /** When it happened, ms since the epoch on the client's clock (which follows the bank's). */
  at: Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 }),
  /** The query key of the call that raised it, 'render' or 'chunk'; '' when it had none. */
  queryKey: Type.String({ maxLength: CLIENT_ERROR_KEY_MAX }),
  /** The page's path, no query string or fragment. */
  route: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_ROUTE_MAX, pattern: '^/' }),
  name: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_NAME_MAX }),
  message: Type.String({ maxLength: CLIENT_ERROR_MESSAGE_MAX }),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 599 })),
  code: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 99_999 }), Type.Null()])),
}, { additionalProperties: false });
export type ClientErrorEntry = Static<typeof ClientErrorEntry>;

/** POST /api/client-errors: logged in or not. */
export const ClientErrorReport = Type.Object({
  entries: Type.Array(ClientErrorEntry, { minItems: 1, maxItems: CLIENT_ERROR_BATCH_MAX }),
}, { additionalProperties: false });
export type ClientErrorReport = Static<typeof ClientErrorReport>;

/**
 * Answered 200 whether or not every entry was kept: entries past the reporter's allowance
 * (60 in 10 minutes) are dropped and counted here, never a 429 the page could not act on.
 */
export const ClientErrorReceipt = Type.Object({
  stored: Type.Integer({ minimum: 0 }),
  dropped: Type.Integer({ minimum: 0 }),
});
export type ClientErrorReceipt = Static<typeof ClientErrorReceipt>;
