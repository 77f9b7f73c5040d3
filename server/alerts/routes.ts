import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AlertPreferenceList, type AlertPreferenceDto } from '../../contract/alerts';
import { ApiErrorBody } from '../../contract/errors';
import { ALERT_KINDS, alertThresholdProblem, needsThreshold } from '../../contract/rules/AlertThreshold';
import type { Database } from '../platform/db/Database';
import { customerOf, requireCustomer } from '../platform/auth/requireCustomer';

const DATA_VALIDATION = 4010;
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * A switched-off alert keeps its amount only when the rule takes it (the table refuses any
 * other, and an amount nobody is alerted on is not worth a refusal); new-login has none.
 */
function storedThreshold(alert: AlertPreferenceDto): number | null {
  if (!needsThreshold(alert.kind) || alert.thresholdCents === null) return null;
  return alertThresholdProblem(alert.kind, alert.thresholdCents) === null ? alert.thresholdCents : null;
}

/** What a customer who never chose gets: everything off, email, no amounts. */
const DEFAULTS: AlertPreferenceDto[] = ALERT_KINDS.map((kind) => ({ kind, enabled: false, thresholdCents: null, channel: 'email' }));

interface Row { kind: AlertPreferenceDto['kind']; enabled: boolean; threshold_cents: string | null; channel: AlertPreferenceDto['channel'] }

/** The customer's alerts: low balance, large payment, new login; thresholds by the one rule of contract/rules. */
export function alertRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = requireCustomer(db);

  const read = async (customer: string): Promise<AlertPreferenceDto[]> => {
    const { rows } = await db.query<Row>('SELECT kind, enabled, threshold_cents, channel FROM alert_preferences WHERE customer_number = $1', [customer]);
    return DEFAULTS.map((fallback) => {
      const row = rows.find((r) => r.kind === fallback.kind);
      return row ? { kind: row.kind, enabled: row.enabled, thresholdCents: row.threshold_cents === null ? null : Number(row.threshold_cents), channel: row.channel } : fallback;
    });
  };

  api.get('/api/alerts', { onRequest, schema: { response: { 200: AlertPreferenceList, ...errors } } }, async (request) => ({ alerts: await read(customerOf(request)) }));

  api.put('/api/alerts', { onRequest, schema: { body: AlertPreferenceList, response: { 200: AlertPreferenceList, ...errors } } }, async (request, reply) => {
    const customer = customerOf(request);
    const kinds = request.body.alerts.map((a) => a.kind);
    if (new Set(kinds).size !== kinds.length) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: 'Each alert can be given once.' });
    for (const alert of request.body.alerts) {
      const problem = alert.enabled ? alertThresholdProblem(alert.kind, alert.thresholdCents) : null;
      if (problem) return reply.status(400).send({ NativeErrorCode: DATA_VALIDATION, message: problem });
    }
    await db.transaction(async (tx) => {
      for (const alert of request.body.alerts) {
        await tx.query(
          `INSERT INTO alert_preferences (customer_number, kind, enabled, threshold_cents, channel) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (customer_number, kind) DO UPDATE SET enabled = $3, threshold_cents = $4, channel = $5`,
          [customer, alert.kind, alert.enabled, storedThreshold(alert), alert.channel]);
      }
    });
    return { alerts: await read(customer) };
  });
}
