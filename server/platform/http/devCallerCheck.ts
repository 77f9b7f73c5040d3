import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routedPath } from './routedPath';

/** The development paths: operator endpoints, the native-host simulator, the card terminal simulator. */
const DEV_PREFIX = '/dev/';

/** Whether the TCP peer is this machine itself (the socket's address, never a header). */
function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return /^127\./.test(peer) || peer === '::1' || /^::ffff:127\./i.test(peer);
}

/** Any proxy header at all means a proxy relayed this request for someone else. */
function relayed(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some((name) => name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip');
}

/**
 * The development endpoints answer only a caller on this machine speaking to it directly.
 * The bind address is not enough: a reverse proxy on the same host
 * connects from loopback for every caller on the internet. Whatever is refused gets 404, as
 * if the path did not exist, which is what production answers.
 */
export function installDevCallerCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!routedPath(request).startsWith(DEV_PREFIX)) return;
    if (fromLoopback(request) && !relayed(request)) return;
    return reply.status(404).send({ message: 'Not found.' });
  });
}
