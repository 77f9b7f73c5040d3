import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorBody } from '../../contract/errors';
import { BranchListDto, ContactChannelsDto, ContentPageDto, FaqListDto } from '../../contract/support';
import { OpenApplyMenuDto } from '../../contract/apply';
import { BRANCHES } from './branches';
import { FAQS } from './faqs';
import { CONTACT_CHANNELS, CONTENT_PAGES, OPEN_APPLY_MENU } from './pages';

/** The content API: public and read-only. */
export function contentRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/content/pages/:token', {
    schema: { params: Type.Object({ token: Type.String({ maxLength: 60 }) }), response: { 200: ContentPageDto, 404: ApiErrorBody } },
  }, async (request, reply) => {
    const page = Object.hasOwn(CONTENT_PAGES, request.params.token) ? CONTENT_PAGES[request.params.token] : undefined;
    return page ?? reply.status(404).send({ message: 'No such page.' });
  });
  api.get('/api/content/faqs', { schema: { response: { 200: FaqListDto } } }, async () => FAQS);
  api.get('/api/content/branches', { schema: { response: { 200: BranchListDto } } }, async () => BRANCHES);
  api.get('/api/content/contact', { schema: { response: { 200: ContactChannelsDto } } }, async () => CONTACT_CHANNELS);
  api.get('/api/menu/openApply/web', { schema: { response: { 200: OpenApplyMenuDto } } }, async () => OPEN_APPLY_MENU);
}
