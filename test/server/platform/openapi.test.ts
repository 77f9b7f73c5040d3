import { sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

describe('the published wire contract', () => {
  it("publishes the client error report's schema: a batch of at most 20 entries of known fields", async () => {
    const doc = (await sandbox.app.inject({ url: '/api/openapi.json' })).json();
    const body = doc.paths['/api/client-errors'].post.requestBody.content['application/json'].schema;
    expect(body.properties.entries.maxItems).toBe(20);
    expect(Object.keys(body.properties.entries.items.properties)).toEqual(['at', 'queryKey', 'route', 'name', 'message', 'status', 'code']);
    expect(body.properties.entries.items.additionalProperties).toBe(false);
  });

  it('lists the session, status, flags, messages and client-error endpoints and hides the development-only ones', async () => {
    const paths = Object.keys((await sandbox.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining([
      '/token', '/api/system/status', '/api/features', '/api/messages', '/api/messages/{id}/read', '/api/customer-actions', '/api/security/password',
      '/api/client-errors',
    ]));
    expect(paths.filter((p) => p.startsWith('/dev/'))).toEqual([]);
  });

  it("publishes an account's facts, a transaction's details and the export with their schemas", async () => {
    const doc = (await sandbox.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/accounts/{id}', '/api/accounts/{id}/transactions/{transactionId}', '/api/accounts/{id}/export']));
    const answer = (path: string) => doc.paths[path].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer('/api/accounts/{id}').properties)).toEqual(expect.arrayContaining(['availableCents', 'facts']));
    expect(JSON.stringify(answer('/api/accounts/{id}').properties.facts)).toEqual(expect.stringContaining('maturityDate'));
    expect(Object.keys(answer('/api/accounts/{id}/export').properties)).toEqual(expect.arrayContaining(['openingBalanceCents', 'closingBalanceCents', 'transactions']));
    expect(Object.keys(answer('/api/accounts/{id}/transactions/{transactionId}').properties)).toEqual(['transaction', 'counterparty']);
    expect(doc.paths['/api/accounts/{id}/export'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['from', 'to']));
  });
});
