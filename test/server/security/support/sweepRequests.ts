import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../../../server/platform/db/Database';
import { isIdName, minimalValue, type Route } from './openApiRoutes';

/** Does the route name a row anywhere a caller chooses (a path parameter, an id-named body field or header)? */
export function takesAnId(route: Route): boolean {
  return route.parameters.some((p) => p.in === 'path' && !p.schema.enum) || bodyNamesAnId(route.body)
    || route.parameters.some((p) => p.in === 'header' && p.name === 'x-operation-id');
}

function bodyNamesAnId(schema: Route['body'], depth = 0): boolean {
  if (!schema || depth > 4) return false;
  return Object.entries(schema.properties ?? {}).some(([name, s]) => isIdName(name) || bodyNamesAnId(s, depth + 1))
    || [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some((s) => bodyNamesAnId(s, depth + 1));
}

/** The request for `route` with every identifier slot set to `id`, everything else minimal but valid in shape. */
export function requestFor(route: Route, id: string, bearer: string) {
  let url = route.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
  for (const p of route.parameters) {
    const value = p.schema.enum?.length ? String(p.schema.enum[0]) : String(minimalValue(p.schema, id, isIdName(p.name) || p.in === 'path' ? 'id' : p.name));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && p.required) query.set(p.name, value);
    else if (p.in === 'header' && p.name !== 'authorization') headers[p.name] = p.name === 'idempotency-key' ? randomUUID() : value;
  }
  const body = route.body ? minimalValue(route.body, id) : undefined;
  const form = route.contentType === 'application/x-www-form-urlencoded';
  if (body !== undefined) headers['content-type'] = route.contentType ?? 'application/json';
  return {
    method: route.method as 'GET', url: `${url}${query.size ? `?${query}` : ''}`, headers,
    payload: body === undefined ? undefined : form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  };
}

export async function send(app: FastifyInstance, request: ReturnType<typeof requestFor>): Promise<LightMyRequestResponse> {
  return app.inject(request);
}

/** A digest of every row the customer owns, table by table: equal before and after means nothing of theirs changed. */
export async function rowsDigest(db: Queryable, owned: Map<string, { key: string; values: string[] }>): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const [table, { key, values }] of owned) {
    const { rows } = await db.query<{ sum: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM "${table}" t WHERE "${key}"::text = ANY($1)`, [values]);
    digest[table] = rows[0]?.sum ?? '';
  }
  return digest;
}
