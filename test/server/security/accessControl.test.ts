import { randomUUID } from 'node:crypto';
import { readConfig } from '../../../server/platform/config';
import { login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { PLAIN_PDF } from '../../support/uploadFiles';
import { customerRows, giveOneOfEachKind } from './support/customerRows';
import { openApiRoutes, type Route } from './support/openApiRoutes';
import { requestFor, rowsDigest, send, takesAnId } from './support/sweepRequests';

const ATTACKER = '1000001';
const VICTIM = '1000004';
/** Answers that refuse: not found, forbidden (a challenge included), or a validation or state error. */
const REFUSALS = [400, 403, 404, 409, 415, 422];
/**
 * Routes over shared reference data, not any customer's rows: an id there may exist and
 * answer 200 (the address directory numbers every NZ address). Their bodies are still checked.
 */
const REFERENCE_DATA = ['/api/address/details/{id}'];

let sandbox: SessionSandbox;
let routes: Route[];
let owned: Awaited<ReturnType<typeof customerRows>>;
let bearer: string;

beforeAll(async () => {
  // The sweep sends many requests from one address and sends codes: the limits are not what is tested here.
  sandbox = await sessionSandbox({ rateLimits: { ...readConfig({}).rateLimits, codeSendsPerCustomer: 10_000, codeRequestsPerAddress: 100_000, tokenRequestsPerAddress: 100_000 } });
  // The victim has a session, an application and an uploaded document of their own.
  const victim = { authorization: `Bearer ${(await login(sandbox.app, VICTIM)).accessToken}` };
  const application = (await sandbox.app.inject({ method: 'POST', url: '/api/applications/personal-loan', headers: victim })).json();
  await sandbox.app.inject({
    method: 'POST', url: `/api/applications/${application.id}/documents?name=payslip.pdf`,
    headers: { ...victim, 'content-type': 'application/octet-stream' }, payload: PLAIN_PDF,
  });
  // The seed gives the victim only some kinds of row: the others are copied in, so every kind is swept with a real id.
  await giveOneOfEachKind(sandbox.db, VICTIM);
  bearer = (await login(sandbox.app, ATTACKER)).accessToken;
  routes = await openApiRoutes(sandbox.app);
  owned = await customerRows(sandbox.db, VICTIM);
});
afterAll(async () => { await sandbox.close(); });

/** Strings of the victim's that must never reach the attacker: names, contact details, account numbers, every row id. */
async function victimSecrets(): Promise<string[]> {
  const { rows } = await sandbox.db.query<{ value: string }>(
    `SELECT first_name || ' ' || last_name AS value FROM customers WHERE customer_number = $1
     UNION SELECT email FROM customers WHERE customer_number = $1 AND email IS NOT NULL
     UNION SELECT number FROM customer_phones WHERE customer_number = $1
     UNION SELECT account_number FROM accounts WHERE customer_number = $1`, [VICTIM]);
  const ids = [...owned.values()].flatMap((t) => t.values).filter((v) => v.length >= 6 && v !== VICTIM);
  return [...rows.map((r) => r.value), ...ids];
}

describe(`every route of the OpenAPI document, called as ${ATTACKER} with ${VICTIM}'s ids`, () => {
  it("finds the victim's rows of every kind the brief names", () => {
    for (const table of [
      'accounts', 'ledger_transactions', 'payees', 'international_payees', 'direct_debit_authorities', 'automatic_payments', 'customer_messages',
      'cards', 'sessions', 'eftpos_requests', 'insurance_policies', 'applications', 'application_documents',
    ]) {
      expect({ table, found: owned.has(table) }).toEqual({ table, found: true });
    }
  });

  it('refuses every one with 403, 404 or a validation answer, shows none of their data, and changes none of their rows', async () => {
    const before = await rowsDigest(sandbox.db, owned);
    const secrets = await victimSecrets();
    // One id of each kind the victim owns, their customer number, and an id nobody owns.
    const ids = [...new Set([...[...owned.values()].map((t) => t.values[0]!), VICTIM, randomUUID()])];
    const problems: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const id of takesAnId(route) ? ids : [randomUUID()]) {
        const request = requestFor(route, id, bearer);
        // Only where the id really went into the request (not an enum slot) must the answer refuse.
        const named = `${request.url}${request.payload ?? ''}${request.headers['x-operation-id'] ?? ''}`.includes(encodeURIComponent(id))
          && !REFERENCE_DATA.includes(route.path);
        const response = await send(sandbox.app, request);
        calls += 1;
        const where = `${route.method} ${request.url} [${id}] ${request.payload ?? ''}`;
        if (response.statusCode >= 500) problems.push(`${where}: ${response.statusCode}`);
        if (named && !REFUSALS.includes(response.statusCode)) problems.push(`${where}: answered ${response.statusCode}`);
        const leaked = secrets.filter((s) => s !== id && response.body.includes(s));
        if (leaked.length) problems.push(`${where}: body shows ${leaked.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length);
    expect(await rowsDigest(sandbox.db, owned)).toEqual(before);
  });
});
