import { AxiosTokenService } from '../../../src/adapters/http/AxiosTokenService';
import { BearerTokenHolder } from '../../../src/adapters/http/BearerTokenHolder';
import { createHttpClient } from '../../../src/adapters/http/createHttpClient';
import { WindowClock } from '../../../src/adapters/browser/WindowClock';

/** The client's real HTTP stack pointed at a sandbox URL, as the browser root wires it. */
export function httpStack(baseURL: string) {
  const tokens = new BearerTokenHolder();
  const http = createHttpClient({ baseURL, tokens });
  const tokenService = new AxiosTokenService(http, tokens, { id: () => 'contract-test-browser' }, new WindowClock());
  return { tokens, http, tokenService };
}
