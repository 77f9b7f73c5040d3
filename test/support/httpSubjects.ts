import type { AxiosInstance } from 'axios';
import { AxiosTokenService } from '../../src/features/session/adapters/AxiosTokenService';
import { BearerTokenHolder } from '../../src/platform/http/BearerTokenHolder';
import { createHttpClient } from '../../src/platform/http/createHttpClient';
import { ServerDateClock } from '../../src/platform/browser/ServerDateClock';

/**
 * Node has no cookie jar: this one keeps what the sandbox sets (SessionStore) and sends it
 * back, as the browser does, so the refresh grant with `refresh_token=cookie` can be tested.
 */
function withCookies(http: AxiosInstance): Map<string, string> {
  const jar = new Map<string, string>();
  http.interceptors.request.use((config) => {
    if (jar.size > 0) config.headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    return config;
  });
  http.interceptors.response.use((response) => {
    const setCookie = response.headers['set-cookie'] as string[] | undefined;
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (attributes.some((a) => /^max-age=0$/i.test(a)) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  });
  return jar;
}

/**
 * The client's real HTTP stack pointed at a sandbox URL, as the browser root wires it. Each
 * stack is one browser: pass another `browserId` for a second device of the same customer.
 */
export function httpStack(baseURL: string, browserId = 'contract-test-browser') {
  const tokens = new BearerTokenHolder();
  const http = createHttpClient({ baseURL, tokens });
  const cookies = withCookies(http);
  const tokenService = new AxiosTokenService(http, tokens, { id: () => browserId }, new ServerDateClock());
  return { tokens, http, cookies, tokenService };
}

/** Reads the newest one-time code the sandbox "sent" for an operation (development-only endpoint). */
export async function oneTimeCode(http: AxiosInstance, operationId: string): Promise<string> {
  const { data } = await http.get<Array<{ operationId: string; code: string }>>('/dev/one-time-codes');
  const found = data.find((entry) => entry.operationId === operationId);
  if (!found) throw new Error(`No one-time code for operation ${operationId}`);
  return found.code;
}
