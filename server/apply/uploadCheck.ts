import type { FastifyInstance } from 'fastify';
import { DOCUMENT_LIMITS } from '../../contract/apply';
import { documentMediaType, documentTypeMessage, type DocumentMediaType } from '../../contract/rules/DocumentType';
import { heicWellFormed } from './heicStructure';
import { jpegDecodes, pngDecodes } from './imageDecodes';
import { readPdf } from './pdfContent';

/**
 * The bank's checks on any file a customer sends (an application's documents, a secure
 * message's attachment), kept in one place so every door into the bank refuses the same files:
 * not empty, at most 10 MB (Fastify refuses more before a handler runs), one of the four types
 * judged from its bytes, a file that is what it claims to be all the way through (a PDF a parser
 * reads, a photo that decodes), and nothing that runs code or carries other files when staff
 * open it. Async because the PDF parser is.
 */
export type UploadVerdict =
  | { ok: true; mediaType: DocumentMediaType; sizeBytes: number }
  | { ok: false; status: 400 | 415 | 422; message: string };

// The antivirus test file every scanner flags (a harmless stand-in for real malware).
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!';

const refused = (message: string): UploadVerdict => ({ ok: false, status: 422, message });
const activeMessage = (name: string) => `"${name}" contains content we can't accept for your security. Save it again as a plain PDF or a photo and choose it again.`;
const damagedMessage = (name: string) => `"${name}" looks damaged, so we can't open it. Save it again as a PDF or a photo and choose it again.`;
const lockedMessage = (name: string) => `"${name}" is protected with a password, so we can't open it. Save it again without a password, or as a photo, and choose it again.`;

/** Whether the file is whole: parsed or decoded by a reader of its type. */
async function contentVerdict(bytes: Buffer, mediaType: DocumentMediaType, name: string): Promise<UploadVerdict | null> {
  if (mediaType === 'application/pdf') {
    const pdf = await readPdf(bytes);
    if (pdf === 'active') return refused(activeMessage(name));
    if (pdf === 'encrypted') return refused(lockedMessage(name));
    return pdf === 'damaged' ? refused(damagedMessage(name)) : null;
  }
  const decodes = mediaType === 'image/png' ? pngDecodes(bytes) : mediaType === 'image/jpeg' ? jpegDecodes(bytes) : heicWellFormed(bytes);
  return decodes ? null : refused(damagedMessage(name));
}

/** Why a file is refused, or its judged type. `name` is only used in the customer's words. */
export async function checkUpload(bytes: unknown, name: string): Promise<UploadVerdict> {
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) return { ok: false, status: 400, message: 'Send the file as application/octet-stream.' };
  const mediaType = documentMediaType(bytes);
  if (!mediaType) return { ok: false, status: 415, message: documentTypeMessage(name) };
  if (bytes.toString('latin1').includes(EICAR)) return refused(activeMessage(name));
  return (await contentVerdict(bytes, mediaType, name)) ?? { ok: true, mediaType, sizeBytes: bytes.length };
}

/** Lets a route scope take a file's bytes as the body (application/octet-stream), up to the size limit. */
export function acceptUploads(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: DOCUMENT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body));
}
