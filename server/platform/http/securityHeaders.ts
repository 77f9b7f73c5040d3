import type { FastifyInstance } from 'fastify';
import { BRAND } from '../../../contract/rules/brand';
import { routedPath } from './routedPath';

// No inline or eval'd script anywhere; styles allow inline because React style attributes
// and react-toastify's injected stylesheet need it, and style cannot run code.
const csp = (frameAncestors: string) => [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  // The webview's commands load `kowhaibank://…` in a hidden frame: the native app intercepts them.
  `frame-src 'self' ${BRAND.nativeScheme}:`,
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  `frame-ancestors ${frameAncestors}`,
].join('; ');

/**
 * Headers every response carries; HSTS only when the request arrived over HTTPS. No page may
 * be framed, except by the sandbox's own pages where its development endpoints are on (never
 * in production): the native-host simulator frames the app as the native apps' webviews do.
 */
export function installSecurityHeaders(app: FastifyInstance, { sameOriginFrames = false }: { sameOriginFrames?: boolean } = {}): void {
  const policy = csp(sameOriginFrames ? "'self'" : "'none'");
  const frameOptions = sameOriginFrames ? 'SAMEORIGIN' : 'DENY';
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', frameOptions);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers are one customer's data and tokens: no cache (browser, proxy or CDN) may keep
    // them (RFC 6749 section 5.1 requires it of token responses).
    const path = routedPath(request);
    if (path.startsWith('/api/') || path === '/token') reply.header('Cache-Control', 'no-store');
  });
}
