import type { FastifyInstance } from 'fastify';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Answers only requests addressed to this server by name: loopback, plus the hosts the
 * deployment names (ALLOWED_HOSTS). A page on another site that rebinds its DNS name to
 * 127.0.0.1 still sends its own name in Host, and gets a 421 instead of the sandbox.
 */
export function installHostCheck(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const allowed = new Set([...LOOPBACK_HOSTS, ...allowedHosts]);
  app.addHook('onRequest', async (request, reply) => {
    const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    if (!allowed.has(host)) {
      return reply.status(421).send({ message: 'This server does not answer for that host name.' });
    }
  });
}
