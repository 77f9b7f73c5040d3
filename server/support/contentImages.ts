import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { BASE64_IMAGE_ACCEPT, CONTENT_IMAGE_PATH, ContentImageDto } from '../../contract/support';

/** The content API's pictures (product tiles), drawn for the sandbox in the brand's colours (images/). */
const IMAGE_DIR = join(__dirname, 'images');
const NAMES = ['account', 'kiwisaver', 'insurance', 'personal-loan', 'home-loan-top-up', 'credit-card', 'credit-card-limit', 'overdraft'] as const;
export type ContentImageName = typeof NAMES[number];

/** The path of one of the content API's images. */
export const contentImagePath = (name: ContentImageName) => `${CONTENT_IMAGE_PATH}/${name}.svg`;

let files: Map<string, Buffer> | undefined;
/** Read once, on the first ask: a fixed set, never a path from the request. */
function imageFiles(): Map<string, Buffer> {
  files ??= new Map(NAMES.map((name) => [`${name}.svg`, readFileSync(join(IMAGE_DIR, `${name}.svg`))]));
  return files;
}

const asksForBase64 = (accept: string | undefined) => (accept ?? '').split(',').some((type) => /;\s*encoding=base64\b/i.test(type));

/**
 * GET /api/content/images/:file: with `Accept: image/*;encoding=base64` the picture as base64
 * in JSON (the spec's "Accept base64 image"), otherwise the SVG itself. Public, cacheable for a day.
 */
export function contentImageRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(`${CONTENT_IMAGE_PATH}/:file`, {
    schema: {
      params: Type.Object({ file: Type.String({ maxLength: 60 }) }),
      headers: Type.Object({ accept: Type.Optional(Type.String({ maxLength: 500, description: `${BASE64_IMAGE_ACCEPT} for base64 in JSON` })) }),
      response: { 200: Type.Union([ContentImageDto, Type.String({ description: 'the image itself (image/svg+xml)' })]), 404: ApiErrorBody },
    },
  }, async (request, reply) => {
    const bytes = imageFiles().get(request.params.file);
    if (!bytes) return reply.status(404).send({ message: 'No such image.' });
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'Accept');
    if (asksForBase64(request.headers.accept)) return reply.send({ contentType: 'image/svg+xml', base64: bytes.toString('base64') });
    return reply.type('image/svg+xml').send(bytes.toString('utf8'));
  });
}
