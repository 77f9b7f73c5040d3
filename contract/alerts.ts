import { Type, type Static } from '@sinclair/typebox';

const Kind = Type.Union([Type.Literal('low-balance'), Type.Literal('large-payment'), Type.Literal('new-login')]);
const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);

export const AlertPreferenceDto = Type.Object({
  kind: Kind,
  enabled: Type.Boolean(),
  /** Integer cents; null for an alert without an amount (new login) or not set yet. */
  thresholdCents: Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000 }), Type.Null()]),
  channel: Channel,
}, { additionalProperties: false, $id: 'AlertPreferenceDto' });
export type AlertPreferenceDto = Static<typeof AlertPreferenceDto>;

/** GET /api/alerts and PUT /api/alerts: the customer's three alerts, one of each kind. */
export const AlertPreferenceList = Type.Object({
  alerts: Type.Array(AlertPreferenceDto, { minItems: 1, maxItems: 3 }),
}, { additionalProperties: false, $id: 'AlertPreferenceList' });
export type AlertPreferenceList = Static<typeof AlertPreferenceList>;
