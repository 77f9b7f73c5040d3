import { Type, type Static } from '@sinclair/typebox';

/**
 * Development-only operator endpoints under /dev (absent when NODE_ENV=production), used
 * by `npm run operator` and by tests.
 */
const CustomerNumber = Type.String({ pattern: '^[0-9]{7}$' });

export const SetSystemStatusRequest = Type.Object({
  subsystem: Type.Union([Type.Literal('contentApi'), Type.Literal('onlineApi')]),
  status: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z][A-Za-z -]*$' }),
}, { additionalProperties: false });
export type SetSystemStatusRequest = Static<typeof SetSystemStatusRequest>;

/** `enabled: null` with a customer removes that customer's own setting (back to global). */
export const SetFeatureFlagRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  enabled: Type.Union([Type.Boolean(), Type.Null()]),
  customerNumber: Type.Optional(CustomerNumber),
}, { additionalProperties: false });
export type SetFeatureFlagRequest = Static<typeof SetFeatureFlagRequest>;

export const FeatureFlagState = Type.Object({
  name: Type.String(),
  global: Type.Boolean(),
  /** Customer number → that customer's own setting. */
  customers: Type.Record(Type.String(), Type.Boolean()),
});
export const FeatureFlagStates = Type.Object({ flags: Type.Array(FeatureFlagState) });
export type FeatureFlagStates = Static<typeof FeatureFlagStates>;

/** A fresh customer shaped as a demo customer (the template) is on a fresh database, for one test to own. */
export const CloneCustomerRequest = Type.Object({ template: CustomerNumber }, { additionalProperties: false });
export type CloneCustomerRequest = Static<typeof CloneCustomerRequest>;
export const CloneCustomerResponse = Type.Object({ customerNumber: Type.String() });
export type CloneCustomerResponse = Static<typeof CloneCustomerResponse>;

export const UnlockRequest = Type.Object({ customerNumber: CustomerNumber }, { additionalProperties: false });
export const UnlockResponse = Type.Object({ customerNumber: Type.String(), unlocked: Type.Literal(true) });

export const OneTimeCodeList = Type.Array(Type.Object({
  customerNumber: Type.String(),
  operationId: Type.String(),
  code: Type.String(),
  purpose: Type.String(),
  createdAt: Type.String(),
}));
export type OneTimeCodeList = Static<typeof OneTimeCodeList>;

export const OneTimeCodeQuery = Type.Object({ customerNumber: Type.Optional(CustomerNumber) }, { additionalProperties: false });

/**
 * Moves the sandbox's clock (`npm run operator -- clock …`): exactly one of `by` (a step such
 * as '+3d', '-1d', '+2h', '+30m', '+1w2d'; days and weeks are calendar days in Auckland, hours
 * and minutes elapsed time), `to` (an Auckland wall-clock time 'YYYY-MM-DDTHH:MM') or `reset`.
 */
export const CLOCK_STEP_PATTERN = '^[+-](\\d{1,5}[wdhm]){1,4}$';
export const MoveClockRequest = Type.Union([
  Type.Object({ by: Type.String({ pattern: CLOCK_STEP_PATTERN, maxLength: 24 }) }, { additionalProperties: false }),
  Type.Object({ to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$' }) }, { additionalProperties: false }),
  Type.Object({ reset: Type.Literal(true) }, { additionalProperties: false }),
]);
export type MoveClockRequest = Static<typeof MoveClockRequest>;

/** What fell due and ran after the clock moved (moving it back finds nothing new: all that was due has run). */
export const DueWorkTally = Type.Object({
  scheduledPosted: Type.Integer(), scheduledFailed: Type.Integer(),
  automaticPosted: Type.Integer(), automaticFailed: Type.Integer(),
});
export type DueWorkTally = Static<typeof DueWorkTally>;

export const SandboxClockState = Type.Object({
  /** The sandbox's instant, ISO UTC. */
  utc: Type.String(),
  /** The same instant on Auckland's wall clock with its offset, '2027-04-04T02:30:00+13:00'. */
  auckland: Type.String(),
  /** How far the sandbox runs ahead of the machine's time (negative: behind). */
  offsetMs: Type.Number(),
  /** Said when the Auckland time asked for is ambiguous or does not exist (daylight saving). */
  note: Type.Optional(Type.String()),
  /** Present after a move: what fell due in between and ran. */
  ran: Type.Optional(DueWorkTally),
});
export type SandboxClockState = Static<typeof SandboxClockState>;

/**
 * `npm run operator -- errors` (GET /dev/client-errors): the latest errors browsers reported, the
 * same error on the same page counted together, newest first. No customer: see ClientErrorReport.
 */
export const ClientErrorSummary = Type.Object({
  lastSeenAt: Type.String(),
  route: Type.String(),
  queryKey: Type.String(),
  name: Type.String(),
  message: Type.String(),
  status: Type.Union([Type.Integer(), Type.Null()]),
  code: Type.Union([Type.Integer(), Type.Null()]),
  count: Type.Integer(),
  /** Different sessions among them (anonymous visitors are not told apart). */
  sessions: Type.Integer(),
});
export type ClientErrorSummary = Static<typeof ClientErrorSummary>;
export const ClientErrorSummaryList = Type.Array(ClientErrorSummary);
