import type { FastifyInstance } from 'fastify';
import { DOCUMENT_LIMITS } from '../../contract/apply';
import { documentMediaType, documentTypeMessage, type DocumentMediaType } from '../../contract/rules/DocumentType';

/**
 * The bank's checks on any file a customer sends (an application's documents, a secure
 * message's attachment), kept in one place so every door into the bank refuses the same files:
 * not empty, at most 10 MB (Fastify refuses more before a handler runs), one of the four types
 * judged from its bytes, and nothing that looks like a way to run code when staff open it.
 */
export type UploadVerdict =
  | { ok: true; mediaType: DocumentMediaType; sizeBytes: number }
  | { ok: false; status: 400 | 415 | 422; message: string };

// The antivirus test file every scanner flags (a harmless stand-in for real malware).
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!';
// PDF features that run code or carry other files when the document is opened.
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

/** Why a file is refused, or its judged type. `name` is only used in the customer's words. */
export function checkUpload(bytes: unknown, name: string): UploadVerdict {
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) return { ok: false, status: 400, message: 'Send the file as application/octet-stream.' };
  const mediaType = documentMediaType(bytes);
  if (!mediaType) return { ok: false, status: 415, message: documentTypeMessage(name) };
  const text = bytes.toString('latin1');
  if (text.includes(EICAR) || (mediaType === 'application/pdf' && ACTIVE_PDF.test(text))) {
    return { ok: false, status: 422, message: `"${name}" contains content we can't accept for your security. Save it again as a plain PDF or a photo and choose it again.` };
  }
  return { ok: true, mediaType, sizeBytes: bytes.length };
}

/** Lets a route scope take a file's bytes as the body (application/octet-stream), up to the size limit. */
export function acceptUploads(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: DOCUMENT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body));
}
