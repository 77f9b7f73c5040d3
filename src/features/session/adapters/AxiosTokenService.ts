import type { AxiosInstance } from 'axios';
import type { TokenErrorBody } from '../../../../contract/errors';
import type { TokenResponse } from '../../../../contract/session';
import { ApiError } from '../../../kernel/domain/ApiError';
import { EscalationFailure } from '../../../kernel/domain/Escalation';
import { LoginFailure } from '../core/domain/LoginFailure';
import type { TokenGrant } from '../core/domain/TokenGrant';
import type { BrowserIdentity } from '../../../kernel/ports/BrowserIdentity';
import type { Clock } from '../../../kernel/ports/Clock';
import type { LogoutReason, TokenService } from '../core/ports/TokenService';
import type { PasskeyLogin } from '../core/ports/PasskeyLogin';
import type { PasskeyApproval } from '../../../kernel/ports/PasskeyApproval';
import type { PasskeyAssertion, PasskeyOptionsReply } from '../../../../contract/passkeys';
import type { BearerTokenHolder } from '../../../platform/http/BearerTokenHolder';
import { webLock, type ExclusiveLock } from '../../../platform/browser/exclusiveLock';

/** The /token answer; `refresh_token` comes back only when the request carried a token value (native app). */
type TokenAnswer = TokenResponse & { refresh_token?: string };

function tokenErrorCode(error: unknown): TokenErrorBody['error'] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return (error.response as Partial<TokenErrorBody> | null)?.error ?? null;
}

/** The bank's count of wrong passwords left before the lock, from an invalid_grant answer. */
function attemptsRemaining(error: unknown): number | null {
  const value = ((error as ApiError).response as Partial<TokenErrorBody> | null)?.attempts_remaining;
  return typeof value === 'number' ? value : null;
}

/**
 * TokenService over POST /token: form-encoded, Basic auth from the browser id, the refresh
 * token in a cookie. Token requests go one at a time, in this tab (a queue) and across tabs
 * (a Web Lock): each refresh rotates the cookie, so a request sent while another is in flight
 * would present a used token, which the bank treats as reuse and answers by ending the session.
 */
export class AxiosTokenService implements TokenService, PasskeyLogin, PasskeyApproval {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly http: AxiosInstance,
    private readonly tokens: BearerTokenHolder,
    private readonly browser: BrowserIdentity,
    private readonly clock: Clock,
    private readonly lock: ExclusiveLock = webLock('kowhai:token'),
  ) {}

  async passwordGrant(input: { customerNumber: string; password: string }): Promise<TokenGrant> {
    const form = new URLSearchParams({ grant_type: 'password', username: input.customerNumber, password: input.password });
    try {
      return this.keep(await this.post(form));
    } catch (error) {
      const code = tokenErrorCode(error);
      if (code === 'invalid_grant') throw new LoginFailure('mismatch', attemptsRemaining(error));
      if (code === 'account_locked') throw new LoginFailure('locked');
      throw error instanceof Error ? error : new ApiError(0);
    }
  }

  async refresh(input: { forceLowPriv: boolean; freshSession: boolean; refreshToken?: string; logoutReason?: LogoutReason }): Promise<TokenGrant> {
    const value = input.refreshToken ?? this.tokens.nativeRefreshToken();
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: value ?? 'cookie',
      ClientForcedLowPriv: String(input.forceLowPriv),
      FreshSession: String(input.freshSession),
    });
    if (input.forceLowPriv && input.logoutReason) form.set('LogoutReason', input.logoutReason);
    const answer = await this.post(form);
    if (value) this.tokens.setNativeRefreshToken(answer.refresh_token ?? null);
    return this.keep(answer);
  }

  async escalate(input: { challengeResponse: string; operationId: string }): Promise<void> {
    const form = new URLSearchParams({ grant_type: 'escalation', ChallengeResponse: input.challengeResponse, authenticationSubType: 'escalate' });
    try {
      const answer = await this.post(form, { 'X-Operation-Id': input.operationId });
      this.tokens.setEscalated(input.operationId, answer.access_token);
    } catch (error) {
      const code = tokenErrorCode(error);
      if (code === 'invalid_grant') throw new EscalationFailure('wrong-code');
      if (code === 'invalid_request') throw new EscalationFailure('expired');
      throw error;
    }
  }

  async passkeyLoginOptions(): Promise<PasskeyOptionsReply> {
    const { data } = await this.http.post<PasskeyOptionsReply>('/api/session/passkey-options', {});
    return data;
  }

  async passkeyGrant(input: { challengeId: string; assertion: PasskeyAssertion; customerNumber?: string }): Promise<TokenGrant> {
    const form = new URLSearchParams({ grant_type: 'passkey', PasskeyChallengeId: input.challengeId, PasskeyResponse: JSON.stringify(input.assertion) });
    if (input.customerNumber) form.set('username', input.customerNumber);
    try {
      return this.keep(await this.post(form));
    } catch (error) {
      if (tokenErrorCode(error) === 'invalid_grant') throw new LoginFailure('passkey');
      throw error instanceof Error ? error : new ApiError(0);
    }
  }

  async approvalOptions(operationId: string): Promise<PasskeyOptionsReply> {
    const { data } = await this.http.post<PasskeyOptionsReply>('/api/escalation/passkey-options', undefined, { headers: { 'X-Operation-Id': operationId } });
    return data;
  }

  async approve(input: { operationId: string; challengeId: string; assertion: PasskeyAssertion }): Promise<void> {
    const form = new URLSearchParams({
      grant_type: 'escalation', authenticationSubType: 'escalate', PasskeyChallengeId: input.challengeId, PasskeyResponse: JSON.stringify(input.assertion),
    });
    try {
      const answer = await this.post(form, { 'X-Operation-Id': input.operationId });
      this.tokens.setEscalated(input.operationId, answer.access_token);
    } catch (error) {
      if (tokenErrorCode(error) === 'invalid_grant') throw new EscalationFailure('passkey-refused');
      if (tokenErrorCode(error) === 'invalid_request') throw new EscalationFailure('expired');
      throw error;
    }
  }

  forget(): void {
    this.tokens.clear();
  }

  private post(form: URLSearchParams, headers: Record<string, string> = {}): Promise<TokenAnswer> {
    const run = this.queue.then(() => this.lock(() => this.send(form, headers)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async send(form: URLSearchParams, headers: Record<string, string>): Promise<TokenAnswer> {
    const { data } = await this.http.post<TokenAnswer>('/token', form.toString(), {
      headers: {
        ...headers,
        'Content-Type': 'application/x-www-form-urlencoded',
        // /token takes the browser id, never a bearer: set Authorization here so the client adds none.
        Authorization: `Basic ${btoa(`${this.browser.id()}:`)}`,
      },
      withCredentials: true,
    });
    return data;
  }

  private keep(answer: TokenAnswer): TokenGrant {
    this.tokens.set(answer.access_token, this.clock.now());
    return { customerNumber: answer.customerNumber, lowprivIn: answer.lowpriv_in };
  }
}
