import type { FastifyRequest } from 'fastify';

/**
 * The path a request is served under, as the router read it: the matched route's pattern (the
 * router decodes percent-escapes, so `/%64ev/native-token` reaches `/dev/native-token`), or for
 * a path no route matches, the decoded path. Every decision about a path (development endpoints,
 * no-store, maintenance) is made on this, never on the raw URL: a check that reads `/%64ev/`
 * while the router serves `/dev/` is a door left open.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route) return route;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
