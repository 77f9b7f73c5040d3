/**
 * What core learns from a successful token request (token response).
 * The access token itself never enters core or the stores: the HTTP adapter keeps it in
 * memory, so it cannot leak into observable state, logs or storage.
 */
export interface TokenGrant {
  customerNumber: string;
  /** Seconds until the session drops to low privilege. */
  lowprivIn: number;
}
