import type { FastifyRequest } from 'fastify';
import { BRAND } from '../../contract/rules/brand';

/**
 * The WebAuthn relying party a request speaks to: the site's own host name (rpID) and origin.
 * The Host header is trusted here because the host check (server/platform/http/hostCheck.ts)
 * answers only configured names and loopback, and the browser itself binds a passkey to the
 * rpID and signs the origin it saw: an assertion made for another site never verifies here.
 */
export interface RelyingParty { id: string; name: string; origin: string }

export function relyingPartyOf(request: FastifyRequest): RelyingParty {
  // request.host keeps the port ('localhost:8311'); request.hostname drops it.
  return { id: request.hostname, name: BRAND.product, origin: `${request.protocol}://${request.host}` };
}
