/**
 * What a client error report may carry (spec §8: errors reported to monitoring with their query
 * key). The browser applies these before a report leaves it and the sandbox applies them again
 * before a row is stored, so neither side alone decides that no personal data is kept: no account,
 * card, customer or phone number, no amount, email address or token, no query string.
 */
export const CLIENT_ERROR_MESSAGE_MAX = 300;
export const CLIENT_ERROR_NAME_MAX = 80;
export const CLIENT_ERROR_KEY_MAX = 120;
export const CLIENT_ERROR_ROUTE_MAX = 200;
/** Entries in one report (one request). */
export const CLIENT_ERROR_BATCH_MAX = 20;

// Tab, line breaks and every other control character become a space (the server refuses most in a body).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]+/g;
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g;
const BEARER = /\bBearer\s+\S+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
/** A query string after a URL or path: '…/x?token=abc' keeps '…/x'. */
const QUERY = /(\S)\?\S+/g;
/** A long run of letters and digits mixed (an opaque token, an id, a key). */
const TOKEN = /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}\b/g;
const AMOUNT = /[$€£]\s?\d[\d,]*(?:\.\d+)?/g;
/** Five digits or more, perhaps split by spaces, dashes, dots or commas: account, card, customer and phone numbers, amounts in cents. */
const NUMBER = /\d(?:[\s,.-]?\d){4,}/g;

/** An error's text as it may be reported: personal data and secrets replaced, one line, at most `max` characters. */
export function scrubErrorText(text: string, max = CLIENT_ERROR_MESSAGE_MAX): string {
  const scrubbed = text
    .replace(CONTROL, ' ')
    .replace(EMAIL, '[email]')
    .replace(BEARER, 'Bearer [token]')
    .replace(JWT, '[token]')
    .replace(QUERY, '$1?[query]')
    .replace(TOKEN, '[token]')
    .replace(AMOUNT, '[amount]')
    .replace(NUMBER, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}

/**
 * A path as it may be reported: no query string or fragment, and each segment that could name
 * someone or something of theirs (an account id such as 1000001-1, a policy, a terms token, an
 * email) as ':id'. '/online/accounts/1000001-1?tab=x#top' is '/online/accounts/:id'.
 */
export function reportablePath(path: string, max = CLIENT_ERROR_ROUTE_MAX): string {
  const bare = path.replace(CONTROL, '').split(/[?#]/)[0] ?? '';
  const segments = bare.split('/').map((segment) => (/[\d@%]/.test(segment) || segment.length > 40 ? ':id' : segment));
  return segments.join('/').slice(0, max);
}

/**
 * A query key as it may be reported: keys nest with '/' like paths, and some name what they
 * read ('insurance/policies/<id>', or the URL of a call that ended the session).
 */
export function reportableQueryKey(key: string): string {
  return reportablePath(key, CLIENT_ERROR_KEY_MAX);
}
