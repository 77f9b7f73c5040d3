import type { FastifyInstance } from 'fastify';

// No inline or eval'd script anywhere; styles allow inline because React style attributes
// and react-toastify's injected stylesheet need it, and style cannot run code.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every response carries; HSTS only when the request arrived over HTTPS. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers are one customer's data and tokens: no cache (browser, proxy or CDN) may keep
    // them (RFC 6749 section 5.1 requires it of token responses).
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/token') reply.header('Cache-Control', 'no-store');
  });
}
