import { BRAND } from './rules/brand';
import { ruleFailure, type FieldRules, type Schema } from './nativeSchema';

/**
 * The web ↔ native-app protocol of the webview, version 1. Plain TypeScript
 * (no TypeBox): the client bundle runs under a CSP without 'unsafe-eval', which TypeBox's
 * compiler needs. Web → native: `<scheme>://<command>?v=1&<payload>` (form-encoded); native →
 * web: one `postMessage` to the page's own origin. architecture.md holds the table.
 */
export const NATIVE_PROTOCOL_VERSION = 1;
export const NATIVE_SCHEME = BRAND.nativeScheme;

export const NATIVE_COMMANDS = ['close', 'complete', 'download', 'error', 'link', 'ready', 'timeout'] as const;
export type NativeCommand = (typeof NATIVE_COMMANDS)[number];

/** Files the app saves: receipts, statements and documents, and transaction exports (CSV, and OFX for accounting software). */
export const DOWNLOAD_MIME_TYPES = ['application/pdf', 'image/png', 'text/csv', 'application/x-ofx'] as const;
export type DownloadMimeType = (typeof DOWNLOAD_MIME_TYPES)[number];

/** The page's own error codes for the `error` command, beside the API's NativeErrorCodes. */
export const PAGE_ERROR_CODE = { chunkLoadFailed: 9001, renderFailed: 9002 } as const;

/** What each command carries. */
export interface WebToNativePayloads {
  close: Record<never, never>;
  /** A journey finished: 'payment', 'personal-loan', ... and the bank's reference for it. */
  complete: { journey: string; reference: string };
  download: { fileName: string; mimeType: DownloadMimeType; base64: string };
  error: { code: number; message: string };
  /** A path of this site ('/payees') or an absolute http(s) URL. */
  link: { url: string };
  /** The page is ready; `request: 'token'` at start-up asks for the token message. */
  ready: { request?: 'token' };
  timeout: Record<never, never>;
}

const FILE_NAME = /^[^\\/:*?"<>|\p{Cc}]{1,120}$/u;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const isLink = (url: string) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(url);

const WEB_TO_NATIVE: { [C in NativeCommand]: Schema } = {
  close: {},
  complete: {
    journey: { kind: 'string', pattern: /^[a-z][a-z0-9-]{0,39}$/ },
    reference: { kind: 'string', pattern: /^[A-Za-z0-9-]{1,64}$/ },
  },
  download: {
    fileName: { kind: 'string', pattern: FILE_NAME },
    mimeType: { kind: 'string', oneOf: DOWNLOAD_MIME_TYPES },
    // 10 MB of base64 (7.5 MB of file): the scheme URL must stay loadable by both webviews.
    base64: { kind: 'string', pattern: BASE64, maxLength: 10_000_000, check: (v) => v.length % 4 === 0 },
  },
  error: {
    code: { kind: 'integer', min: 1, max: 99_999 },
    message: { kind: 'string', pattern: /^\P{Cc}{1,500}$/u },
  },
  link: { url: { kind: 'string', maxLength: 2_000, check: isLink } },
  ready: { request: { kind: 'string', oneOf: ['token'], optional: true } },
  timeout: {},
};

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

function checkFields(schema: FieldRules, data: Record<string, unknown>, skip: readonly string[] = []): string | null {
  for (const key of Object.keys(data)) {
    if (!skip.includes(key) && !(key in schema)) return `unexpected field '${key}'`;
  }
  for (const [key, rule] of Object.entries(schema)) {
    const failure = ruleFailure(rule, data[key]);
    if (failure) return `${key}: ${failure}`;
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a command's payload before it leaves the page. */
export function validateWebToNative<C extends NativeCommand>(command: C, payload: unknown = {}): Checked<WebToNativePayloads[C]> {
  const schema = (WEB_TO_NATIVE as Record<string, Schema | undefined>)[command];
  if (!schema) return { ok: false, reason: `unknown command '${String(command)}'` };
  if (!isRecord(payload)) return { ok: false, reason: 'the payload is not an object' };
  const failure = checkFields(schema, payload);
  return failure ? { ok: false, reason: `${command}: ${failure}` } : { ok: true, value: payload as WebToNativePayloads[C] };
}

/** The URL the native app intercepts: `kowhaibank://<command>?v=1&<payload>`. */
export function commandUrl(command: NativeCommand, payload: object = {}): string {
  const query = new URLSearchParams({ v: String(NATIVE_PROTOCOL_VERSION) });
  for (const [key, value] of Object.entries(payload)) if (value !== undefined) query.set(key, String(value));
  return `${NATIVE_SCHEME}://${command}?${query.toString()}`;
}

/** Native → web messages, told apart by `type`. */
export type NativeToWebMessage =
  | { type: 'token'; customerNumber: string; refreshToken: string }
  | { type: 'download-result'; fileName: string; ok: boolean };

export const NATIVE_MESSAGE_PREFIX = `${NATIVE_SCHEME}:`;

const NATIVE_TO_WEB: Record<NativeToWebMessage['type'], FieldRules> = {
  token: {
    customerNumber: { kind: 'string', pattern: /^\d{7}$/ },
    refreshToken: { kind: 'string', pattern: /^[\x21-\x7e]{1,512}$/ },
  },
  'download-result': { fileName: { kind: 'string', pattern: FILE_NAME }, ok: { kind: 'boolean' } },
};

/**
 * Reads what the native app posted: `{ type: 'kowhaibank:token', v: 1, customerNumber,
 * refreshToken }` or `{ type: 'kowhaibank:download-result', v: 1, fileName, ok }`. An absent
 * `v` means version 1; any other version, type or shape is refused with the reason.
 */
export function parseNativeToWeb(data: unknown): Checked<NativeToWebMessage> {
  if (!isRecord(data)) return { ok: false, reason: 'the message is not an object' };
  const type = typeof data.type === 'string' && data.type.startsWith(NATIVE_MESSAGE_PREFIX) ? data.type.slice(NATIVE_MESSAGE_PREFIX.length) : null;
  const schema = type ? (NATIVE_TO_WEB as Record<string, FieldRules | undefined>)[type] : undefined;
  if (!type || !schema) return { ok: false, reason: `unknown message type '${String(data.type)}'` };
  if (data.v !== undefined && data.v !== NATIVE_PROTOCOL_VERSION) return { ok: false, reason: `unsupported protocol version ${String(data.v)}` };
  const failure = checkFields(schema, data, ['type', 'v']);
  if (failure) return { ok: false, reason: `${type}: ${failure}` };
  const { type: _t, v: _v, ...fields } = data;
  return { ok: true, value: { type, ...fields } as NativeToWebMessage };
}
