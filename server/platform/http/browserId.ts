/**
 * The client authenticates to /token with HTTP Basic built from its browser id
 * (`base64(browserId + ':')`), the ClientBrowserId cookie's value. Returns null if absent or malformed.
 */
export function browserIdFromBasicAuth(header: string | undefined): string | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const id = decoded.split(':')[0] ?? '';
  return /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : null;
}
