import { Type, type Static } from '@sinclair/typebox';

/**
 * 403 of a safeguarded operation (spec section 8, safeguard codes): 6002 = a code was sent
 * by SMS for `operationId`; 6006 = the customer has no mobile phone to send it to.
 */
export const SafeguardErrorBody = Type.Object({
  NativeErrorCode: Type.Integer(),
  message: Type.String(),
  operationId: Type.Optional(Type.String()),
}, { $id: 'SafeguardErrorBody' });
export type SafeguardErrorBody = Static<typeof SafeguardErrorBody>;

/** POST /api/security/password (escalated). The rules are checked by the route, for clear messages. */
export const ChangePasswordRequest = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

const SubSystem = Type.Object({ systemStatus: Type.String() });

/** GET /api/system/status: down when either status is not 'normal' (case-insensitive). */
export const SystemStatus = Type.Object({
  subSystems: Type.Object({ contentApi: SubSystem, onlineApi: SubSystem }),
}, { $id: 'SystemStatus' });
export type SystemStatus = Static<typeof SystemStatus>;

/** GET /api/features: every flag, resolved for the customer (own setting, else global). */
export const FeatureList = Type.Object({
  features: Type.Array(Type.Object({ name: Type.String(), enabled: Type.Boolean() })),
}, { $id: 'FeatureList' });
export type FeatureList = Static<typeof FeatureList>;

export const CustomerMessage = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** ISO 8601 instant; the client shows it in Pacific/Auckland. */
  receivedAt: Type.String(),
  Status: Type.Union([Type.Literal('Sent'), Type.Literal('Read')]),
  NotificationDismissed: Type.Boolean(),
});
export type CustomerMessage = Static<typeof CustomerMessage>;

/** GET /api/messages, newest first. */
export const MessageList = Type.Object({ messages: Type.Array(CustomerMessage) }, { $id: 'MessageList' });
export type MessageList = Static<typeof MessageList>;

export const MessageParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** GET /api/customer-actions: things the customer should do next (cached by the client). */
export const CustomerActionList = Type.Object({
  actions: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), href: Type.String() })),
}, { $id: 'CustomerActionList' });
export type CustomerActionList = Static<typeof CustomerActionList>;
