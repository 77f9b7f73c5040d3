import { AxiosAddressDirectory } from '../../../../src/features/address/adapters/AxiosAddressDirectory';
import { AddressLookupFailure } from '../../../../src/features/address/core/domain/AddressLookupFailure';
import { describeAddressDirectoryContract } from '../contracts/AddressDirectory.contract';
import { QUEEN_STREET } from '../fakes/addressData';
import { startSandbox, type Sandbox } from '../../../support/startSandbox';
import { httpStack } from '../../../support/httpSubjects';
import { startStubServer, type StubReply, type StubRequest } from '../../../support/stubServer';
import { version } from '../../../../package.json';

// Jest takes testTimeout only from the top-level config: a sandbox with 120,000 addresses needs more than 5 s.
jest.setTimeout(60_000);

describe('on the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => { sandbox = await startSandbox({ addresses: true }); }, 120_000);
  afterAll(async () => { await sandbox.close(); });

  // Address lookups need no login.
  describeAddressDirectoryContract('AxiosAddressDirectory on the sandbox', async () => new AxiosAddressDirectory(httpStack(sandbox.url).http));
});

describe('AxiosAddressDirectory on the wire', () => {
  let answer: (request: StubRequest) => StubReply;
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let directory: AxiosAddressDirectory;
  beforeAll(async () => { stub = await startStubServer((request) => answer(request)); });
  afterAll(async () => { await stub.close(); });
  beforeEach(() => {
    stub.requests.length = 0;
    directory = new AxiosAddressDirectory(httpStack(stub.url).http, { timeoutMs: 300 });
  });

  const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

  it('posts the query as JSON with the Accept and client-version headers, and maps DPID and FullAddress', async () => {
    answer = () => ({ body: { success: true, addresses: [{ DPID: '3000001', FullAddress: QUEEN_STREET.summary.fullAddress }] } });
    await expect(directory.search('postal', '12 queen')).resolves.toEqual([QUEEN_STREET.summary]);
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/address/search/postal', body: '{"query":"12 queen"}' });
    expect(request?.headers).toMatchObject({ accept: 'application/json', 'x-client-version': version });
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('treats success false on a search as "Address search unsuccessful"', async () => {
    answer = () => ({ body: { success: false, addresses: [] } });
    const failure = await failureOf(directory.search('physical', 'queen'));
    expect(failure).toBeInstanceOf(AddressLookupFailure);
    expect(failure).toMatchObject({ message: 'Address search unsuccessful', status: 200 });
  });

  it('treats a status of 400 or more as a failure, keeping the status', async () => {
    answer = () => ({ status: 503, body: { message: 'down' } });
    expect(await failureOf(directory.search('physical', 'queen'))).toMatchObject({ message: 'Address search unsuccessful', status: 503 });
    answer = () => ({ status: 400, body: { message: 'bad' } });
    expect(await failureOf(directory.details('1'))).toMatchObject({ message: 'Address details request unsuccessful', status: 400 });
  });

  it('treats a timeout as a failure with status 0', async () => {
    answer = () => ({ delayMs: 1_000, body: { success: true, addresses: [] } });
    expect(await failureOf(directory.search('physical', 'queen'))).toMatchObject({ message: 'Address search unsuccessful', status: 0 });
  });

  it('gets details with the same headers and takes the first entry', async () => {
    answer = () => ({ body: { success: true, details: [QUEEN_STREET.details, { ...QUEEN_STREET.details, postcode: '9999' }] } });
    await expect(directory.details('3000001')).resolves.toEqual(QUEEN_STREET.details);
    expect(stub.requests[0]).toMatchObject({ method: 'GET', url: '/api/address/details/3000001' });
    expect(stub.requests[0]?.headers).toMatchObject({ accept: 'application/json', 'x-client-version': version });
  });

  it('answers null when a successful details response has no entries', async () => {
    answer = () => ({ body: { success: true, details: [] } });
    await expect(directory.details('3000001')).resolves.toBeNull();
  });

  it('treats success false on details as "Address details request unsuccessful"', async () => {
    answer = () => ({ body: { success: false, details: [] } });
    expect(await failureOf(directory.details('404'))).toMatchObject({ message: 'Address details request unsuccessful', operation: 'details' });
  });

  it('escapes the id in the path', async () => {
    answer = () => ({ body: { success: true, details: [] } });
    await directory.details('a/b?c');
    expect(stub.requests[0]?.url).toBe('/api/address/details/a%2Fb%3Fc');
  });
});
