/**
 * The frame of the pages the bank's server renders itself (the hand-off pages):
 * the bank's look in one inline style sheet (the CSP allows inline styles, never inline script),
 * a skip link, a header, one main landmark and a footer, so they read like the app's pages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BRAND } from '../../contract/rules/brand';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe for HTML: every value from the database goes through it. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A tagged template whose interpolations are escaped unless they are `Html` already. */
export class Html { constructor(readonly text: string) {} toString(): string { return this.text; } }
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const part = Array.isArray(value) ? value.map((v) => (v instanceof Html ? v.text : escapeHtml(String(v)))).join('')
      : value instanceof Html ? value.text : escapeHtml(String(value ?? ''));
    out += part + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2321;background:#f4f6f5;line-height:1.5}
a{color:#0b4f3c}
a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:1}
header{background:#0b4f3c;color:#fff;padding:12px 16px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header a{color:#fff;font-weight:600;text-decoration:none}
header a:hover{text-decoration:underline}
main{max-width:720px;margin:0 auto;padding:24px 16px}
h1{font-size:1.75rem;margin:0 0 16px}
h2{font-size:1.25rem;margin:0 0 8px}
.card{background:#fff;border:1px solid #cfd6d3;border-radius:8px;padding:16px;margin:0 0 16px}
.muted{color:#4d5752}
.state{display:inline-block;border-radius:12px;padding:2px 10px;font-weight:600;font-size:.875rem;background:#e6f0ec;color:#073829}
.state--referred{background:#fff3dd;color:#8a5300}.state--declined{background:#fdecea;color:#b3261e}
.button{display:inline-block;background:#0b4f3c;color:#fff;border-radius:6px;padding:10px 16px;font-weight:600;text-decoration:none}
.button:hover,.button:focus,.button:visited{color:#fff;background:#073829}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:8px 0}dt{color:#4d5752}dd{margin:0}
.nowrap{white-space:nowrap}
.field{margin:0 0 16px}
label{display:inline-block;font-weight:600;margin:0 0 4px}
.field>label{display:block}
input[type=text],select{display:block;width:100%;max-width:28rem;font:inherit;padding:8px 10px;border:1px solid #4d5752;border-radius:6px;background:#fff;color:#1c2321}
input[type=checkbox]{width:20px;height:20px;vertical-align:middle;margin:0 6px 0 0}
input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
[aria-invalid=true]{border:2px solid #b3261e}
.hint{color:#4d5752;margin:0 0 4px}
.error{color:#b3261e;font-weight:600;margin:0 0 4px}
.problem{border:2px solid #b3261e}
.problem a{color:#b3261e}
button.button{border:0;font:inherit;font-weight:600;cursor:pointer}
button.button--quiet{background:#fff;color:#0b4f3c;border:2px solid #0b4f3c}
button.button--quiet:hover,button.button--quiet:focus{background:#e6f0ec;color:#073829}
.hash{font-family:ui-monospace,monospace;word-break:break-all}
ul.plain{list-style:none;padding:0;margin:0}
footer{max-width:720px;margin:0 auto;padding:16px;color:#4d5752;font-size:.875rem}
`;

export interface PageInput { title: string; body: Html; customerName?: string | null }

/** A whole page: `title` is the h1 and, with the bank's name, the document title. */
export function renderPage({ title, body }: PageInput): string {
  return `<!doctype html>${html`<html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Kōwhai Bank</title><style>${new Html(STYLE)}</style></head>
<body>
<header><a class="skip" href="#main">Skip to main content</a><a href="/dashboard">Kōwhai Bank</a><nav aria-label="Banking"><a href="/dashboard">Back to internet banking</a></nav></header>
<main id="main" tabindex="-1"><h1>${title}</h1>${body}</main>
<footer><p>Kōwhai Bank. Need a hand? Call ${BRAND.phone}.</p></footer></body></html>`.text}`;
}

/**
 * HTML pages for a browser, not calls of the JSON API: kept out of /api/openapi.json (whose every
 * route answers JSON, errors included, as the bad-input sweep checks); the summary says what each is.
 */
export const pageDoc = (summary: string) => ({ schema: { summary, hide: true } });

/** Sends a whole page: a customer's own figures, never kept by a shared cache or the back button of a shared computer. */
export function sendPage(reply: FastifyReply, status: number, page: { title: string; body: Html }) {
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderPage(page));
}

export const NOT_FOUND_PAGE = { title: 'Page not found', body: html`<p>We cannot find that page. It may belong to someone else or no longer exist.</p><p><a href="/dashboard">Back to dashboard</a></p>` };

/**
 * A form of these pages posted from another origin. The refresh cookie is SameSite=Strict, so
 * another site's form arrives without it; this refuses the rest (an `Origin` that is not ours).
 */
export function postedFromAnotherSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try { return new URL(origin).host !== request.headers.host; } catch { return true; }
}
