import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddressDetailsParams, AddressDetailsResponse, AddressSearchParams, AddressSearchRequest, AddressSearchResponse,
  MAX_ADDRESS_QUERY_LENGTH,
} from '../../contract/address';
import { ApiErrorBody } from '../../contract/errors';
import { AddressDirectory } from './AddressDirectory';
import type { Database } from '../platform/db/Database';
import { dataValidationErrors, explainSchemaErrors, requireJsonBody } from '../platform/http/dataValidation';

const QUERY_RULE = `Send {"query": "…"} with 1 to ${MAX_ADDRESS_QUERY_LENGTH} characters, not only spaces.`;

const explain = explainSchemaErrors((field) => {
  if (field === 'type') return "The address type must be 'physical' or 'postal'.";
  if (field === 'id') return 'The address id must be 1 to 10 digits.';
  if (field === 'query' || field === 'body') return QUERY_RULE;
  return undefined;
});

/** The address lookup. Anonymous: the apply forms ask for addresses before login. */
export function addressRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const directory = new AddressDirectory(db);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ApiErrorBody, 415: ApiErrorBody, 500: ApiErrorBody };

  api.post('/api/address/search/:type', {
    bodyLimit: 4096,
    schema: { params: AddressSearchParams, body: AddressSearchRequest, response: { 200: AddressSearchResponse, ...errors } },
    preValidation: requireJsonBody,
    schemaErrorFormatter: explain,
    errorHandler: dataValidationErrors,
  }, async (request) => {
    const matches = await directory.search(request.params.type, request.body.query);
    return { success: true, addresses: matches.map((m) => ({ DPID: m.dpid, FullAddress: m.fullAddress })) };
  });

  api.get('/api/address/details/:id', {
    schema: { params: AddressDetailsParams, response: { 200: AddressDetailsResponse, ...errors } },
    schemaErrorFormatter: explain,
    errorHandler: dataValidationErrors,
  }, async (request) => {
    const details = await directory.details(request.params.id);
    return details ? { success: true, details: [details] } : { success: false, details: [] };
  });
}
