import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { PASSWORD, login as loginSession, withStepUp } from '../../support/sessionSandbox';
import { PASSWORD_TRIES_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../../server/contact/currentPassword';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox({ addresses: true }); }, 180_000);
afterAll(async () => { await sandbox.close(); });

const BASIC = `Basic ${Buffer.from('contact-test-browser:').toString('base64')}`;

async function login(customerNumber: string): Promise<string> {
  const response = await sandbox.app.inject({
    method: 'POST', url: '/token', payload: `grant_type=password&username=${customerNumber}&password=Kowhai-2026!`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
  });
  return `Bearer ${response.json().access_token}`;
}

const getContact = async (authorization: string) =>
  sandbox.app.inject({ url: '/api/contact', headers: { authorization } });
const putAddress = (authorization: string, body: unknown, contentType = 'application/json', operationId?: string) =>
  sandbox.app.inject({ method: 'PUT', url: '/api/contact/address', headers: { authorization, 'content-type': contentType, ...(operationId ? { 'x-operation-id': operationId } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body) });
/** Changing an address takes the SMS step-up (issue 19 finding 3): logged in, asked, the code, the same request again. */
async function saveAddress(customerNumber: string, body: unknown) {
  const session = await loginSession(sandbox.app, customerNumber);
  const withPassword = { ...(body as object), currentPassword: PASSWORD };
  const response = await withStepUp(sandbox.app, session, (bearer, operationId) => putAddress(`Bearer ${bearer}`, withPassword, 'application/json', operationId));
  return { response, token: `Bearer ${session.accessToken}` };
}

const HOME = { dpid: null, addressLines: ['Flat 2', '14 Tui Street'], suburb: 'Ponsonby', cityTown: 'Auckland', postcode: '1011' };

describe('GET /api/contact', () => {
  it("answers Aroha's email, phones and Auckland home", async () => {
    const response = await getContact(await login('1000001'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      EmailAddr: 'aroha.ngata@example.co.nz',
      Phones: [{ Type: 'Mobile', Number: '021 555 0101' }, { Type: 'Home', Number: '09 555 0101' }],
      ResidentialAddress: { dpid: '3000051', addressLines: ['185 Ponsonby Road'], suburb: 'Ponsonby', cityTown: 'Auckland', postcode: '1011' },
      PostalAddress: null,
    });
  });

  it('seeds every demo customer a home that is an address of the directory', async () => {
    for (const customer of ['1000001', '1000002', '1000003', '1000004', '1000005', '1000006', '1000007']) {
      const home = (await getContact(await login(customer))).json().ResidentialAddress;
      const { success, details: [details] } = (await sandbox.app.inject({ url: `/api/address/details/${home.dpid}` })).json();
      expect(success).toBe(true);
      expect(home).toEqual({
        dpid: home.dpid,
        addressLines: details.addressLines.slice(0, -1).filter((line: string) => line !== details.suburb),
        suburb: details.suburb, cityTown: details.cityTown, postcode: details.postcode,
      });
    }
  });

  it('answers null email for a customer without one (the login redirect rule reads it)', async () => {
    const body = (await getContact(await login('1000003'))).json();
    expect(body.EmailAddr).toBeNull();
    expect(body.Phones).toEqual([{ Type: 'Mobile', Number: '027 555 0303' }]);
  });

  it('needs a login', async () => {
    const response = await sandbox.app.inject({ url: '/api/contact' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ NativeErrorCode: 7009, message: 'Authentication required.' });
  });
});

describe('PUT /api/contact/address', () => {
  it('saves a manually entered postal address, and replaces it on the next save', async () => {
    const first = await saveAddress('1000004', { kind: 'postal', address: HOME });
    expect(first.response.statusCode).toBe(204);
    const token = first.token;
    expect((await getContact(token)).json().PostalAddress).toEqual(HOME);
    const box = { dpid: null, addressLines: ['PO Box 5'], suburb: null, cityTown: 'Wellington', postcode: '6140' };
    const { response } = await saveAddress('1000004', { kind: 'postal', address: box });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const contact = (await getContact(token)).json();
    expect(contact.PostalAddress).toEqual(box);
    expect(contact.ResidentialAddress.addressLines).toEqual(['212 Cuba Street']);
  });

  it('saves an address chosen from the directory, with its DPID', async () => {
    const chosen = { dpid: '3000001', addressLines: ['12 Queen Street'], suburb: 'Auckland Central', cityTown: 'Auckland', postcode: '1010' };
    const { response, token } = await saveAddress('1000003', { kind: 'residential', address: chosen });
    expect(response.statusCode).toBe(204);
    expect((await getContact(token)).json().ResidentialAddress).toEqual(chosen);
  });

  it('asks for the code first and changes nothing until it is given; a code for one address does not save another', async () => {
    const session = await loginSession(sandbox.app, '1000005');
    const bearer = `Bearer ${session.accessToken}`;
    const asked = await putAddress(bearer, { kind: 'postal', address: HOME, currentPassword: PASSWORD });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ NativeErrorCode: 6002, operationId: expect.any(String) });
    expect((await getContact(bearer)).json().PostalAddress).toBeNull();
    const { escalatedToken } = await import('../../support/sessionSandbox');
    const token = await escalatedToken(sandbox.app, session, asked.json().operationId);
    const elsewhere = { ...HOME, addressLines: ['1 Thief Lane'] };
    const swapped = await putAddress(`Bearer ${token}`, { kind: 'postal', address: elsewhere, currentPassword: PASSWORD }, 'application/json', asked.json().operationId);
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json()).toMatchObject({ NativeErrorCode: 4004 });
    expect((await getContact(bearer)).json().PostalAddress).toBeNull();
  });

  it('without a mobile, the code goes to the email on file (a contact change; test/server/contact/emailStepUp.test.ts)', async () => {
    const token = await login('1000002');
    const response = await putAddress(token, { kind: 'postal', address: HOME, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ NativeErrorCode: 6002, sentBy: 'email', sentTo: 'l***@example.co.nz' });
  });

  it('needs the current password: without it or with a wrong one, nothing changes and no step-up is asked; past 5 checks, 429', async () => {
    const session = await loginSession(sandbox.app, '1000007');
    const bearer = `Bearer ${session.accessToken}`;
    const before = (await getContact(bearer)).json().PostalAddress;
    const attempts = [{}, { currentPassword: '' }, ...[1, 2, 3, 4, 5].map((i) => ({ currentPassword: `Wrong-guess-${i}` }))];
    for (const attempt of attempts) {
      const refused = await putAddress(bearer, { kind: 'postal', address: HOME, ...attempt });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(WRONG_PASSWORD_MESSAGE);
    }
    const throttled = await putAddress(bearer, { kind: 'postal', address: HOME, currentPassword: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(PASSWORD_TRIES_MESSAGE);
    expect((await getContact(bearer)).json().PostalAddress).toEqual(before);
  });

  it.each([
    ['an unknown kind', { kind: 'work', address: HOME }, "kind must be 'residential' or 'postal'."],
    ['no address', { kind: 'postal' }, 'address is required.'],
    ['no address lines', { kind: 'postal', address: { ...HOME, addressLines: [] } }, 'address.addressLines must be 1 to 4 lines of 1 to 60 characters.'],
    ['five address lines', { kind: 'postal', address: { ...HOME, addressLines: ['a', 'b', 'c', 'd', 'e'] } }, 'address.addressLines must be 1 to 4 lines of 1 to 60 characters.'],
    ['a 61-character line', { kind: 'postal', address: { ...HOME, addressLines: ['x'.repeat(61)] } }, 'address.addressLines must be 1 to 4 lines of 1 to 60 characters.'],
    ['a blank line', { kind: 'postal', address: { ...HOME, addressLines: ['  '] } }, 'address.addressLines must be 1 to 4 lines of 1 to 60 characters.'],
    ['a 3-digit postcode', { kind: 'postal', address: { ...HOME, postcode: '101' } }, 'address.postcode must be 4 digits.'],
    ['a postcode with letters', { kind: 'postal', address: { ...HOME, postcode: '10a1' } }, 'address.postcode must be 4 digits.'],
    ['no town', { kind: 'postal', address: { ...HOME, cityTown: '' } }, 'address.cityTown must be 1 to 60 characters.'],
    ['a 61-character town', { kind: 'postal', address: { ...HOME, cityTown: 'x'.repeat(61) } }, 'address.cityTown must be 1 to 60 characters.'],
    ['a malformed DPID', { kind: 'postal', address: { ...HOME, dpid: 'abc' } }, 'address.dpid must be null or the DPID of an address.'],
    ['an unknown DPID', { kind: 'postal', address: { ...HOME, dpid: '1234' } }, 'address.dpid is not an address of the directory.'],
  ])('refuses %s with 400 JSON and saves nothing', async (_label, body, message) => {
    const token = await login('1000006');
    const response = await putAddress(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, NativeErrorCode: 4010 });
    expect((await getContact(token)).json().PostalAddress).toBeNull();
  });

  it('refuses a body that is not JSON', async () => {
    const token = await login('1000006');
    expect((await putAddress(token, '{"kind":')).statusCode).toBe(400);
    expect((await putAddress(token, 'kind=postal', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
  });

  it('needs a login, and says so before looking at the body', async () => {
    const response = await putAddress('Bearer nonsense', { kind: 'nonsense' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ NativeErrorCode: 7009 });
  });
});
