import { startSandbox, type Sandbox } from '../../support/startSandbox';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox({ addresses: true }); }, 180_000);
afterAll(async () => { await sandbox.close(); });

const JSON_TYPE = { 'content-type': 'application/json' };
const search = (type: string, payload: string, headers: Record<string, string> = JSON_TYPE) =>
  sandbox.app.inject({ method: 'POST', url: `/api/address/search/${type}`, payload, headers });

describe('POST /api/address/search/{type}', () => {
  it('answers { success, addresses[] } with DPID and FullAddress, best match first, without a login', async () => {
    const response = await search('physical', JSON.stringify({ query: '12 queen st auck' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: true,
      addresses: [{ DPID: '3000001', FullAddress: '12 Queen Street, Auckland Central, Auckland 1010' }],
    });
  });

  it('answers at most 20 addresses, each with only DPID and FullAddress', async () => {
    const { addresses } = (await search('postal', JSON.stringify({ query: 'po box' }))).json();
    expect(addresses).toHaveLength(20);
    for (const address of addresses) {
      expect(Object.keys(address).sort()).toEqual(['DPID', 'FullAddress']);
      expect(address.DPID).toMatch(/^\d+$/);
      expect(address.FullAddress).toMatch(/^PO Box \d+, /);
    }
  });

  it('answers success with no addresses when nothing matches', async () => {
    const response = await search('physical', JSON.stringify({ query: 'zzzz qqqq' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, addresses: [] });
  });

  it.each([
    ['an unknown type', 'residential', JSON.stringify({ query: '12 queen' }), JSON_TYPE, 400, "The address type must be 'physical' or 'postal'."],
    ['an empty query', 'physical', JSON.stringify({ query: '' }), JSON_TYPE, 400, undefined],
    ['a query of spaces', 'physical', JSON.stringify({ query: '   ' }), JSON_TYPE, 400, undefined],
    ['a 500-character query', 'physical', JSON.stringify({ query: 'a'.repeat(500) }), JSON_TYPE, 400, undefined],
    ['no query', 'physical', JSON.stringify({}), JSON_TYPE, 400, undefined],
    ['a query that is not a string', 'physical', JSON.stringify({ query: 12 }), JSON_TYPE, 400, undefined],
    ['a body that is not an object', 'physical', JSON.stringify('12 queen'), JSON_TYPE, 400, undefined],
    ['a body that is not JSON', 'physical', '{"query": "12 que', JSON_TYPE, 400, undefined],
    ['an empty body', 'physical', '', JSON_TYPE, 400, undefined],
    ['a plain text body', 'physical', '12 queen', { 'content-type': 'text/plain' }, 415, undefined],
    ['a form body', 'physical', 'query=12+queen', { 'content-type': 'application/x-www-form-urlencoded' }, 415, undefined],
    ['no content type', 'physical', JSON.stringify({ query: '12 queen' }), {}, 415, undefined],
  ])('refuses %s with a clear 4xx JSON error, NativeErrorCode 4010', async (_label, type, payload, headers, status, message) => {
    const response = await search(type, payload, headers);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body).toEqual({ message: expect.any(String), NativeErrorCode: 4010 });
    expect(body.message.length).toBeGreaterThan(10);
    if (message) expect(body.message).toBe(message);
  });

  it('explains what to send when the query is wrong', async () => {
    const body = (await search('physical', JSON.stringify({ query: '' }))).json();
    expect(body.message).toBe('Send {"query": "…"} with 1 to 200 characters, not only spaces.');
  });

  it('refuses an oversized body with a 4xx JSON error', async () => {
    const response = await search('physical', JSON.stringify({ query: 'a'.repeat(10_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ NativeErrorCode: 4010 });
  });
});

describe('GET /api/address/details/{id}', () => {
  it('answers { success, details: [one AddressDetails] } with exactly the spec fields', async () => {
    const response = await sandbox.app.inject({ url: '/api/address/details/3000001' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.details).toHaveLength(1);
    expect(Object.keys(body.details[0]).sort()).toEqual([
      'addressLines', 'apartmentNumber', 'boxBagNumber', 'boxBagType', 'cityTown', 'deliverable', 'floor', 'lobby',
      'mailTown', 'physical', 'poBoxNumber', 'postcode', 'privateBagNumber', 'roadName', 'roadSuffixName',
      'roadTypeName', 'ruralDelivery', 'sourceDesc', 'streetAlpha', 'streetNumber', 'suburb', 'unitType', 'unitValue',
    ]);
    expect(body.details[0]).toMatchObject({ streetNumber: '12', roadName: 'Queen', postcode: '1010' });
  });

  it('answers success false with no details for an unknown id', async () => {
    const response = await sandbox.app.inject({ url: '/api/address/details/1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, details: [] });
  });

  it.each(['abc', '12a', '12345678901', '%20'])('refuses the malformed id "%s" with 400 JSON', async (id) => {
    const response = await sandbox.app.inject({ url: `/api/address/details/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address id must be 1 to 10 digits.', NativeErrorCode: 4010 });
  });

  it('is published in the OpenAPI document', async () => {
    const spec = (await sandbox.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/address/search/{type}', '/api/address/details/{id}']));
  });
});
