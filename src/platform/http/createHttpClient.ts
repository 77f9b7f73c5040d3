import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../kernel/domain/ApiError';
import type { BearerTokenHolder } from './BearerTokenHolder';

/** Retry at most 2 times, and only for server errors (50x). */
export const MAX_RETRIES = 2;
const RETRY_DELAY_MS = 300;

/** A request as the interceptors see it: its retries so far, and the device time it left at. */
interface RetryConfig extends InternalAxiosRequestConfig { retryCount?: number; sentAt?: number }

/** Reads the NativeErrorCode from an error body and keeps the body itself. */
function errorFromResponse(error: AxiosError): ApiError {
  const status = error.response?.status ?? 0;
  const body = error.response?.data as { NativeErrorCode?: unknown } | null | undefined;
  const code = typeof body?.NativeErrorCode === 'number' ? body.NativeErrorCode : null;
  return new ApiError(status, code, body ?? null);
}

/**
 * Whether a request may be sent again: a GET, or a write that carries an Idempotency-Key
 * (the server answers a repeated key with the first answer, so a payment never pays twice).
 */
function safeToRepeat(config: RetryConfig): boolean {
  if (config.method === 'get') return true;
  return ['post', 'put', 'patch', 'delete'].includes(config.method ?? '') && Boolean(config.headers.get('Idempotency-Key'));
}

/**
 * The one axios instance of the client: bearer token when logged in, every non-200/204 as
 * an ApiError, empty bodies as null, and up to two retries of a request that met a 50x and
 * is safe to repeat (see safeToRepeat), with the same headers, so the same idempotency key.
 */
export function createHttpClient(options: {
  baseURL: string;
  tokens: BearerTokenHolder;
  timeoutMs?: number;
  /** The logged-in customer number (session storage), sent as X-Customer-Number on /api calls. */
  customerNumber?: () => string | null;
  /**
   * Sees every ApiError of an /api call before the caller does, with its URL, so session-expiry
   * codes (7009, 98, 7008) end the session whichever store made the call.
   */
  onApiError?: (error: ApiError, url: string) => void;
  /**
   * Sees the Date header of every answer with the device time its request left at (the bank's
   * time: ServerDateClock follows it, and needs the round trip to tell a slow answer from a
   * moved clock).
   */
  serverDate?: { deviceNow(): number; follow(date: string | null, sentAt: number | undefined): void };
  /** Pause before retry n is n times this (300 ms); tests set 0. */
  retryDelayMs?: number;
}): AxiosInstance {
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 30_000,
    // §8: any answer but 200 or 204 is an error. The one endpoint whose contract has a 202 (a
    // payment held for the customer's protection, POST /api/payments) says so on its own request.
    validateStatus: (status) => status === 200 || status === 204,
    transformResponse: [(data: unknown) => {
      if (data === '' || data === undefined) return null;
      if (typeof data !== 'string') return data;
      try { return JSON.parse(data); } catch { return data; }
    }],
  });
  client.interceptors.request.use((config) => {
    // A retried safeguarded call names its operation; the escalated token is only good for it.
    const operationId = config.headers.get('X-Operation-Id');
    const escalated = typeof operationId === 'string' ? options.tokens.escalatedFor(operationId) : null;
    const token = escalated ?? options.tokens.get();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    const customerNumber = options.customerNumber?.();
    if (customerNumber && token && config.url?.startsWith('/api/')) config.headers.set('X-Customer-Number', customerNumber);
    (config as RetryConfig).sentAt = options.serverDate?.deviceNow();
    return config;
  });
  const dateOf = (headers: unknown, config: RetryConfig | undefined) => {
    const value = (headers as Record<string, unknown> | undefined)?.date;
    options.serverDate?.follow(typeof value === 'string' ? value : null, config?.sentAt);
  };
  client.interceptors.response.use((response) => {
    dateOf(response.headers, response.config);
    return response;
  }, async (error: AxiosError) => {
    dateOf(error.response?.headers, error.config);
    const config = error.config as RetryConfig | undefined;
    const status = error.response?.status ?? 0;
    const retryable = config && status >= 500 && status < 600 && safeToRepeat(config);
    if (retryable && (config.retryCount ?? 0) < MAX_RETRIES) {
      config.retryCount = (config.retryCount ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * config.retryCount!));
      return client.request(config);
    }
    const failure = errorFromResponse(error);
    const url = config?.url ?? '';
    if (url.startsWith('/api/')) options.onApiError?.(failure, url);
    throw failure;
  });
  return client;
}
