import fc from 'fast-check';
import { minimalValue, type Route, type Schema } from './openApiRoutes';

/** Strings that have broken parsers before: SQL, path tricks, control and astral characters, huge, empty. */
const nasty = fc.constantFrom(
  "' OR 1=1--", '"; DROP TABLE customers; --', '../../etc/passwd', '%00', '\u0000', '\uD83D\uDC26', 'null', 'undefined', '-1', '1e309',
  'NaN', '<script>alert(1)</script>', 'x'.repeat(5000), '', ' ', '{"a":', '[]', '0x10', '9'.repeat(40), '\\', '%', '%zz',
  // Control characters inside otherwise good text: each must be a 400.
  'Queen\u0000Street', '1000001\u0000', 'a\u0001b', '\u001b[31mred', 'x\u007f', 'x\u0085y', '\u0008',
);

const anyString = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));

/** Any JSON value at all, including deep nesting and wrong types. */
const anyJson = fc.oneof(
  { depthSize: 'small' }, fc.jsonValue({ maxDepth: 3 }), anyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constant(JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`) as unknown),
);

/** A body that is wrong in one way: another type, a field broken, missing or extra, or no JSON at all. */
function malformedBody(schema: Schema | undefined): fc.Arbitrary<{ raw: string; contentType: string }> {
  const valid = (schema ? minimalValue(schema, '00000000-0000-4000-8000-000000000000') : {}) as Record<string, unknown>;
  const keys = Object.keys(schema?.properties ?? {});
  const asJson = (value: unknown) => ({ raw: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  const broken: fc.Arbitrary<{ raw: string; contentType: string }>[] = [
    anyJson.map(asJson),
    fc.tuple(anyString, fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'))
      .map(([raw, contentType]) => ({ raw, contentType })),
  ];
  if (keys.length && typeof valid === 'object' && valid !== null && !Array.isArray(valid)) {
    broken.push(fc.tuple(fc.constantFrom(...keys), anyJson).map(([key, value]) => asJson({ ...valid, [key]: value })));
    broken.push(fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = valid;
      return asJson(Object.keys(rest).length === Object.keys(valid).length ? { ...valid, [key]: undefined, extra: 1 } : rest);
    }));
    broken.push(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), anyJson).map(([key, value]) => asJson({ ...valid, [`x${key}`]: value })));
  }
  return fc.oneof(...broken);
}

export interface MalformedRequest { method: string; url: string; headers: Record<string, string>; payload?: string }

/** Malformed path parameters, query strings, headers and bodies for one route, as a logged-in customer sends them. */
export function malformedRequest(route: Route, bearer: string): fc.Arbitrary<MalformedRequest> {
  const pathParams = route.parameters.filter((p) => p.in === 'path');
  const query = route.parameters.filter((p) => p.in === 'query');
  return fc.record({
    path: fc.tuple(...pathParams.map(() => anyString), fc.constant(null)),
    query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...query.map((p) => p.name), 'extra'), fc.string({ maxLength: 8 })), anyString), { maxLength: 3 }),
    auth: fc.oneof(
      { weight: 6, arbitrary: fc.constant(`Bearer ${bearer}`) },
      fc.constant(''), fc.constant('Basic Og=='), anyString.map((s) => `Bearer ${s}`),
    ),
    extraHeaders: fc.dictionary(fc.constantFrom('x-operation-id', 'idempotency-key', 'x-customer-number', 'accept', 'x-forwarded-for'), anyString, { maxKeys: 2 }),
    body: route.body || route.method !== 'GET' ? malformedBody(route.body) : fc.constant(undefined),
  }).map(({ path, query: pairs, auth, extraHeaders, body }) => {
    let url = route.path;
    pathParams.forEach((p, i) => { url = url.replace(`{${p.name}}`, encodeURIComponent(String(path[i]))); });
    const search = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
    const headers: Record<string, string> = {};
    // Header values must be sendable at all: the HTTP layer, not the app, refuses control characters.
    for (const [k, v] of Object.entries(extraHeaders)) if (/^[\x20-\x7e]*$/.test(v)) headers[k] = v;
    if (auth && /^[\x20-\x7e]*$/.test(auth)) headers.authorization = auth;
    if (body && route.method !== 'GET') headers['content-type'] = body.contentType;
    return { method: route.method, url: `${url}${search ? `?${search}` : ''}`, headers, ...(body && route.method !== 'GET' ? { payload: body.raw } : {}) };
  });
}
