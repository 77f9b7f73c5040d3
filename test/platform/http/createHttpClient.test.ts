import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../../src/kernel/domain/ApiError';
import { BearerTokenHolder } from '../../../src/platform/http/BearerTokenHolder';
import { createHttpClient } from '../../../src/platform/http/createHttpClient';

type Answer = { status: number; data?: unknown } | 'network-error' | 'timeout';

/** A client whose transport answers from a script, recording every request it was asked to send. */
function clientAnswering(...answers: Answer[]) {
  const sent: InternalAxiosRequestConfig[] = [];
  const client = createHttpClient({ baseURL: 'http://bank.test', tokens: new BearerTokenHolder(), retryDelayMs: 0 });
  client.defaults.adapter = async (config) => {
    sent.push(config);
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    if (answer === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    // What axios's own adapters raise when `timeout` passes without an answer.
    if (answer === 'timeout') throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
    const response = { data: answer.data ?? '', status: answer.status, statusText: '', headers: new AxiosHeaders(), config };
    if (config.validateStatus?.(answer.status)) return { ...response, data: config.transformResponse ? (config.transformResponse as Array<(d: unknown) => unknown>)[0]!(response.data) : response.data };
    throw new AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  return { client, sent };
}

describe('createHttpClient: the spec rules of every call', () => {
  it.each([500, 502, 503, 504])('retries a GET that met %i at most twice, then raises the ApiError with the status', async (status) => {
    const { client, sent } = clientAnswering({ status });
    const failure = await client.get('/api/accounts').catch((e: unknown) => e);
    expect(sent).toHaveLength(3);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, message: 'An unexpected server error occurred.' });
  });

  it('recovers when a retry succeeds', async () => {
    const { client, sent } = clientAnswering({ status: 503 }, { status: 200, data: '{"ok":true}' });
    await expect(client.get('/api/accounts')).resolves.toMatchObject({ data: { ok: true } });
    expect(sent).toHaveLength(2);
  });

  it.each([400, 401, 404])('does not retry %i', async (status) => {
    const { client, sent } = clientAnswering({ status, data: '{"NativeErrorCode":4010}' });
    await expect(client.get('/api/accounts')).rejects.toMatchObject({ status, nativeErrorCode: 4010 });
    expect(sent).toHaveLength(1);
  });

  it('does not retry a network error', async () => {
    const { client, sent } = clientAnswering('network-error');
    await expect(client.get('/api/accounts')).rejects.toMatchObject({ status: 0 });
    expect(sent).toHaveLength(1);
  });

  it('does not retry a timeout, a GET or a payment (the bank may have paid: the customer decides)', async () => {
    const { client, sent } = clientAnswering('timeout');
    await expect(client.get('/api/accounts')).rejects.toMatchObject({ status: 0 });
    await expect(client.post('/api/payments', {}, { headers: { 'Idempotency-Key': 'key-1' } })).rejects.toMatchObject({ status: 0 });
    expect(sent).toHaveLength(2);
  });

  it('gives up a payment after the third 503, having sent the same key every time', async () => {
    const { client, sent } = clientAnswering({ status: 503 });
    await expect(client.post('/api/payments', { amountCents: 1 }, { headers: { 'Idempotency-Key': 'key-9' } })).rejects.toMatchObject({ status: 503 });
    expect(sent.map((c) => c.headers.get('Idempotency-Key'))).toEqual(['key-9', 'key-9', 'key-9']);
  });

  it.each([400, 401, 409, 422])('does not retry a payment that met %i', async (status) => {
    const { client, sent } = clientAnswering({ status, data: '{}' });
    await expect(client.post('/api/payments', {}, { headers: { 'Idempotency-Key': 'key-2' } })).rejects.toMatchObject({ status });
    expect(sent).toHaveLength(1);
  });

  it('does not retry a network error on a payment either', async () => {
    const { client, sent } = clientAnswering('network-error', { status: 200, data: '{}' });
    await expect(client.post('/api/payments', {}, { headers: { 'Idempotency-Key': 'key-3' } })).rejects.toMatchObject({ status: 0 });
    expect(sent).toHaveLength(1);
  });

  it('does not retry a write without an Idempotency-Key', async () => {
    const { client, sent } = clientAnswering({ status: 503 });
    await expect(client.post('/api/contact/address', {})).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it('retries a POST or PUT that carries an Idempotency-Key, with the same key every time', async () => {
    for (const method of ['post', 'put'] as const) {
      const { client, sent } = clientAnswering({ status: 502 }, { status: 500 }, { status: 200, data: '{"id":"p1"}' });
      await expect(client[method]('/api/payments', { amountCents: 1234 }, { headers: { 'Idempotency-Key': 'key-1' } })).resolves.toMatchObject({ data: { id: 'p1' } });
      expect(sent.map((c) => c.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-1', 'key-1']);
    }
  });

  it.each([201, 202, 203, 206, 302])('treats %i, as any status but 200 and 204, as an error with that status', async (status) => {
    const { client } = clientAnswering({ status, data: '{}' });
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ status, message: 'An unexpected server error occurred.' });
  });

  it('takes a 202 only where the request says its contract has one (the held payment)', async () => {
    const { client } = clientAnswering({ status: 202, data: '{"id":"h1"}' });
    await expect(client.post('/api/payments', {}, { validateStatus: (s) => s === 200 || s === 202 })).resolves.toMatchObject({ status: 202, data: { id: 'h1' } });
  });

  it('reads an empty body as null', async () => {
    const { client } = clientAnswering({ status: 204, data: '' });
    await expect(client.get('/api/x')).resolves.toMatchObject({ data: null });
  });
});

describe("createHttpClient hands on the server's Date header, with the device time its request left at", () => {
  function answeringWithDate(status: number, date: string) {
    const dates: Array<string | null> = [];
    const sent: Array<number | undefined> = [];
    let device = 1_000;
    const serverDate = { deviceNow: () => device, follow: (d: string | null, sentAt: number | undefined) => { dates.push(d); sent.push(sentAt); } };
    const client = createHttpClient({ baseURL: 'http://bank.test', tokens: new BearerTokenHolder(), retryDelayMs: 0, serverDate });
    client.defaults.adapter = async (config) => {
      device += 7_000; // the answer takes seven seconds to come back
      const response = { data: '', status, statusText: '', headers: new AxiosHeaders({ date }), config };
      if (config.validateStatus?.(status)) return response;
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    };
    return { client, dates, sent };
  }

  it('of a successful answer', async () => {
    const { client, dates, sent } = answeringWithDate(200, 'Sat, 27 Feb 2027 10:30:00 GMT');
    await client.get('/api/accounts');
    expect(dates).toEqual(['Sat, 27 Feb 2027 10:30:00 GMT']);
    expect(sent).toEqual([1_000]);
  });

  it('of a refusal too (the clock follows the bank whatever it answered)', async () => {
    const { client, dates, sent } = answeringWithDate(404, 'Sat, 27 Feb 2027 10:30:00 GMT');
    await client.get('/api/accounts').catch(() => undefined);
    expect(dates).toEqual(['Sat, 27 Feb 2027 10:30:00 GMT']);
    expect(sent).toEqual([1_000]);
  });
});
