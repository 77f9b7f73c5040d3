import axios, { type InternalAxiosRequestConfig } from 'axios';
import { ServerDateClock } from '../../../../src/platform/browser/ServerDateClock';
import { AxiosTokenService } from '../../../../src/features/session/adapters/AxiosTokenService';
import { BearerTokenHolder } from '../../../../src/platform/http/BearerTokenHolder';

describe('AxiosTokenService request order', () => {
  it('sends one token request at a time: an escalation waits for the refresh that rotates the cookie', async () => {
    const log: string[] = [];
    const http = axios.create();
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const grant = new URLSearchParams(String(config.data)).get('grant_type') ?? '';
      log.push(`start ${grant}`);
      await new Promise((resolve) => setTimeout(resolve, grant === 'refresh_token' ? 30 : 1));
      log.push(`end ${grant}`);
      return { data: { access_token: `token-${grant}`, token_type: 'Bearer', lowpriv_in: 600, customerNumber: '1000001' }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const service = new AxiosTokenService(http, new BearerTokenHolder(), { id: () => 'serial-test-browser' }, new ServerDateClock());
    await Promise.all([
      service.refresh({ forceLowPriv: false, freshSession: true }),
      service.escalate({ challengeResponse: '123456', operationId: 'op-1' }),
    ]);
    expect(log).toEqual(['start refresh_token', 'end refresh_token', 'start escalation', 'end escalation']);
  });

  it('carries on after a failed request', async () => {
    const http = axios.create();
    let calls = 0;
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { data: { access_token: 't', token_type: 'Bearer', lowpriv_in: 600, customerNumber: '1000001' }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const service = new AxiosTokenService(http, new BearerTokenHolder(), { id: () => 'serial-test-browser' }, new ServerDateClock());
    await expect(service.refresh({ forceLowPriv: false, freshSession: true })).rejects.toThrow('offline');
    await expect(service.refresh({ forceLowPriv: false, freshSession: true })).resolves.toMatchObject({ customerNumber: '1000001' });
  });

  it('holds the cross-tab lock for every token request', async () => {
    const http = axios.create();
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => ({ data: { access_token: 't', token_type: 'Bearer', lowpriv_in: 600, customerNumber: '1000001' }, status: 200, statusText: 'OK', headers: {}, config });
    let held = 0;
    const lock = async <T>(fn: () => Promise<T>) => { held += 1; return fn(); };
    const service = new AxiosTokenService(http, new BearerTokenHolder(), { id: () => 'serial-test-browser' }, new ServerDateClock(), lock);
    await service.refresh({ forceLowPriv: false, freshSession: true });
    await service.escalate({ challengeResponse: '123456', operationId: 'op-1' });
    expect(held).toBe(2);
  });
});
