import type { TokenGrant } from '../domain/TokenGrant';

/** The bank's token endpoint (POST /token). Holds the access token for the other API ports. */
export interface TokenService {
  /**
   * Logs in with the password grant.
   * @throws LoginFailure('mismatch') when the number or password is wrong,
   *         LoginFailure('locked') when the customer is locked out,
   *         ApiError for anything else (network, 5xx).
   */
  passwordGrant(input: { customerNumber: string; password: string }): Promise<TokenGrant>;
}
