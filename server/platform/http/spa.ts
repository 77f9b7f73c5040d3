import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/token', '/dev/'];

/**
 * Serves the built SPA: hashed assets under /apply/ (cached for a year), and index.html
 * (never cached) for every other GET that a browser navigates to, so client routes work
 * on a full page load. API paths that do not exist stay JSON 404s.
 */
export async function serveSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/apply/',
      wildcard: false,
      index: false,
      // Every asset name carries a content hash, so a year is safe; index.html is served below, uncached.
      maxAge: 365 * 24 * 60 * 60 * 1000,
      immutable: true,
      // The build wrote .br and .gz beside each asset: the one the browser accepts is sent as it is.
      preCompressed: true,
      // One URL, several bodies: a shared cache must key them by what the browser accepts.
      setHeaders: (response) => { response.setHeader('Vary', 'Accept-Encoding'); },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (request.method !== 'GET' || isApi || !built) {
      return reply.status(404).send({ message: `No route for ${request.method} ${path}` });
    }
    // Read per request in development is cheap and keeps a rebuilt bundle live without restarts.
    return reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(indexPath));
  });
}
