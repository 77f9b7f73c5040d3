import type { AxiosInstance } from 'axios';
import type { TokenErrorBody } from '../../../server/contract/errors';
import type { TokenResponse } from '../../../server/contract/token';
import { ApiError } from '../../core/domain/ApiError';
import { LoginFailure } from '../../core/domain/LoginFailure';
import type { TokenGrant } from '../../core/domain/TokenGrant';
import type { BrowserIdentity } from '../../core/ports/BrowserIdentity';
import type { Clock } from '../../core/ports/Clock';
import type { TokenService } from '../../core/ports/TokenService';
import type { BearerTokenHolder } from './BearerTokenHolder';

/** TokenService over POST /token: form-encoded, Basic auth from the browser id. */
export class AxiosTokenService implements TokenService {
  constructor(
    private readonly http: AxiosInstance,
    private readonly tokens: BearerTokenHolder,
    private readonly browser: BrowserIdentity,
    private readonly clock: Clock,
  ) {}

  async passwordGrant(input: { customerNumber: string; password: string }): Promise<TokenGrant> {
    const form = new URLSearchParams({ grant_type: 'password', username: input.customerNumber, password: input.password });
    return this.request(form);
  }

  private async request(form: URLSearchParams): Promise<TokenGrant> {
    try {
      const { data } = await this.http.post<TokenResponse>('/token', form.toString(), {
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Basic ${btoa(`${this.browser.id()}:`)}`,
        },
        withCredentials: true,
      });
      this.tokens.set(data.access_token, this.clock.now());
      return { customerNumber: data.customerNumber, lowprivIn: data.lowpriv_in };
    } catch (error) {
      throw this.toDomainError(error);
    }
  }

  private toDomainError(error: unknown): Error {
    if (!(error instanceof ApiError) || error.status !== 400) return error instanceof Error ? error : new ApiError(0);
    const code = (error.response as Partial<TokenErrorBody> | null)?.error;
    return code === 'invalid_grant' ? new LoginFailure('mismatch') : code === 'account_locked' ? new LoginFailure('locked') : error;
  }
}
