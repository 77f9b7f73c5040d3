import type { FastifyInstance } from 'fastify';
import type { Clock } from './Clock';

/**
 * Every answer's Date header is the sandbox's time, not the machine's: the client takes
 * "today" from the bank (a payment dated today, a statement month) by reading it, so a browser
 * follows the sandbox when the operator moves its clock (src/platform/browser/ServerClock.ts).
 */
export function installClockHeader(app: FastifyInstance, clock: Clock): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('date', clock.now().toUTCString());
    return payload;
  });
}
