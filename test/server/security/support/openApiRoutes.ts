import type { FastifyInstance } from 'fastify';

/** A JSON schema as @fastify/swagger publishes it (only what the sweeps read). */
export interface Schema {
  $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema;
  enum?: unknown[]; const?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[];
  minimum?: number; maximum?: number; minLength?: number; maxLength?: number; pattern?: string; format?: string; minItems?: number;
}

export interface Parameter { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema }

export interface Route { method: string; path: string; parameters: Parameter[]; body: Schema | undefined; contentType: string | undefined }

/** Every operation of `/api/openapi.json`: the sweeps discover routes from it, so a new route is covered without editing them. */
export async function openApiRoutes(app: FastifyInstance): Promise<Route[]> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const resolve = (schema: Schema): Schema => resolveRefs(schema, doc.components?.schemas ?? {});
  return Object.entries(doc.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => {
    const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    return {
      method: method.toUpperCase(), path,
      parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema ?? {}) })),
      body: content ? resolve(content.schema) : undefined, contentType,
    };
  }));
}

function resolveRefs(schema: Schema, components: Record<string, Schema>, depth = 0): Schema {
  if (depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return resolveRefs(components[name] ?? {}, components, depth + 1);
  }
  const out: Schema = { ...schema };
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, components, depth + 1)]));
  if (schema.items) out.items = resolveRefs(schema.items, components, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key]!.map((s) => resolveRefs(s, components, depth + 1));
  }
  return out;
}

/** Does a field of this name carry an identifier (`id`, `accountId`, `accountIds`, `requestId`, `documentId`, ...)? */
export const isIdName = (name: string): boolean => /(^id$|id$|ids$|^token$)/i.test(name);

/**
 * The smallest value the schema takes, with every identifier-named field (and array of them)
 * set to `id`: the body a caller would send to name someone else's row.
 */
export function minimalValue(schema: Schema, id: string, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return minimalValue(choice.find((s) => s.type !== 'null') ?? choice[0]!, id, name);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => minimalValue(s, id, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': return Object.fromEntries((schema.required ?? []).map((key) => [key, minimalValue(schema.properties?.[key] ?? {}, id, key)]));
    case 'array': return isIdName(name) || schema.minItems ? [minimalValue(schema.items ?? {}, id, name)] : [];
    case 'integer': case 'number': return schema.minimum ?? 1;
    case 'boolean': return false;
    case 'null': return null;
    default:
      if (isIdName(name)) return id;
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'email') return 'someone@example.com';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}
