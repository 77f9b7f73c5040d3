import { documentMediaType, documentTypeMessage, type DocumentMediaType } from '../../../../contract/rules/DocumentType';

/** The bank's file checks as the fakes apply them: the type from the first bytes, script in a PDF refused. */
export function checkUploadName(file: { name: string; bytes: Uint8Array }):
  { ok: true; mediaType: DocumentMediaType } | { ok: false; status: 400 | 415 | 422; message: string } {
  if (file.bytes.length === 0) return { ok: false, status: 400, message: 'Send the file as application/octet-stream.' };
  const mediaType = documentMediaType(file.bytes);
  if (!mediaType) return { ok: false, status: 415, message: documentTypeMessage(file.name) };
  if (mediaType === 'application/pdf' && /\/(JavaScript|JS|Launch)\b/.test(Array.from(file.bytes.subarray(0, 65_536), (b) => String.fromCharCode(b)).join(''))) {
    return { ok: false, status: 422, message: `"${file.name}" contains content we can't accept for your security. Save it again as a plain PDF or a photo and choose it again.` };
  }
  return { ok: true, mediaType };
}
