import { BRAND } from '../../../../contract/rules/brand';

/**
 * The local-link placeholder content authors write for "a page of this app" when the same
 * content also feeds the public site: `{{local}}/online/pay` renders as `/online/pay`.
 * (The spec names the placeholder without spelling it; this is our spelling.)
 */
export const LOCAL_LINK_PLACEHOLDER = '{{local}}';

/** Content documents are files the server sends (PDFs): always a plain, full-page link. */
const CONTENT_DOCUMENTS = '/api/content/document';

export type ContentLink =
  /** Leave to the browser: ?query and #fragment links, content documents, other sites, mailto: and tel:. */
  | { kind: 'anchor'; href: string }
  /** A page of this app: navigate in-app, without a page load. */
  | { kind: 'route'; href: string };

const startsWithIgnoringCase = (value: string, prefix: string) => value.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase();

/** Strips the site prefix (http or https, with or without www) or the local placeholder, if present. */
function stripSitePrefix(href: string, site: string): string | null {
  const host = site.replace(/^https?:\/\/(www\.)?/i, '');
  const prefixes = [LOCAL_LINK_PLACEHOLDER, encodeURI(LOCAL_LINK_PLACEHOLDER), ...['https://', 'http://'].flatMap((s) => [`${s}www.${host}`, `${s}${host}`])];
  for (const prefix of prefixes) {
    if (!startsWithIgnoringCase(href, prefix)) continue;
    const rest = href.slice(prefix.length);
    if (rest === '') return '/';
    if (/^[/?#]/.test(rest)) return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return null;
}

/**
 * How a link in rendered (server) content behaves: ?, # and content
 * documents stay plain anchors; site-prefixed and placeholder links become in-app paths;
 * /home becomes /; any other path routes in-app. Links to other sites stay plain anchors.
 */
export function resolveContentLink(rawHref: string, site: string = BRAND.publicSite): ContentLink {
  const href = rawHref.trim();
  if (href.startsWith('?') || href.startsWith('#')) return { kind: 'anchor', href };
  const path = stripSitePrefix(href, site) ?? href;
  if (!path.startsWith('/') || path.startsWith('//')) return { kind: 'anchor', href };
  if (path === CONTENT_DOCUMENTS || path.startsWith(`${CONTENT_DOCUMENTS}/`) || path.startsWith(`${CONTENT_DOCUMENTS}?`)) return { kind: 'anchor', href: path };
  // Only the page /home itself (with a query or fragment) is the old home: /home/x is a real path.
  const home = /^\/home(?=$|[?#])/i;
  return { kind: 'route', href: home.test(path) ? path.replace(home, '/') : path };
}
