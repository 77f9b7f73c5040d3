import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorBody } from '../../contract/errors';
import { NativeTokenRequest, NativeTokenResponse } from '../../contract/webview';
import { BRAND } from '../../contract/rules/brand';
import type { Database } from '../platform/db/Database';
import { issueRefreshToken, startSession } from '../session';
import { samplePdf } from './samplePdf';

const PUBLIC = join(__dirname, 'public');
const FILES: Record<string, string> = {
  '/dev/native-host': 'text/html; charset=utf-8',
  '/dev/native-host.js': 'text/javascript; charset=utf-8',
  '/dev/native-host.css': 'text/css; charset=utf-8',
};
/** The session the simulator's tokens belong to, as the native app's own browser id. */
const SIMULATOR_BROWSER_ID = 'native-host-simulator';

/**
 * The native-host simulator (development only: its area's devRoutes part, registered outside production): a page
 * that frames the webview build as the iOS and Android apps host it, records the commands
 * it sends and answers its token request. `POST /dev/native-token` logs a customer in as
 * the native app would have, handing back the refresh token the app would keep.
 */
export function nativeHostRoutes(app: FastifyInstance, { db, lowprivSeconds }: { db: Database; lowprivSeconds: number }): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const hide = true;
  for (const [path, type] of Object.entries(FILES)) {
    const file = join(PUBLIC, path.replace('/dev/', '').replace(/^native-host$/, 'native-host.html'));
    api.get(path, { schema: { hide } }, async (_request, reply) => reply.type(type).header('Cache-Control', 'no-cache').send(readFileSync(file)));
  }

  // JSON only, as the other /dev routes: no other site's form can mint a session here.
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.status(415).send({ message: 'Send a JSON body (Content-Type: application/json).' });
    }
  };
  api.post('/dev/native-token', {
    preValidation, schema: { hide, body: NativeTokenRequest, response: { 200: NativeTokenResponse, 404: ApiErrorBody, 415: ApiErrorBody } },
  }, async (request, reply) => {
    const { customerNumber } = request.body;
    const { rows } = await db.query('SELECT 1 FROM customers WHERE customer_number = $1', [customerNumber]);
    if (rows.length === 0) return reply.status(404).send({ message: `There is no customer ${customerNumber}.` });
    const refreshToken = await db.transaction(async (tx) => {
      const sessionId = await startSession(tx, customerNumber, SIMULATOR_BROWSER_ID, lowprivSeconds);
      return issueRefreshToken(tx, sessionId);
    });
    return { customerNumber, refreshToken };
  });

  api.get('/dev/sample-document.pdf', { schema: { hide } }, async (_request, reply) => reply
    .type('application/pdf')
    .header('Content-Disposition', 'attachment; filename="sample-document.pdf"')
    .send(samplePdf(`${BRAND.product} sample document`, 'A document the sandbox serves to try downloads in the webview.')));
}
