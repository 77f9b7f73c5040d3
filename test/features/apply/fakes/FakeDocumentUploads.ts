import { randomUUID } from 'node:crypto';
import { DOCUMENT_LIMITS } from '../../../../contract/apply';
import { documentMediaType, documentTypeMessage } from '../../../../contract/rules/DocumentType';
import type { UploadedDocument, UploadFile } from '../../../../src/features/apply/core/domain/Document';
import type { DocumentUploads } from '../../../../src/features/apply/core/ports/DocumentUploads';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

const refuse = (status: number, message: string) => new ApiError(status, 4010, { NativeErrorCode: 4010, message });

/** Documents in memory, judged by their bytes as the sandbox does; progress in two halves. */
export class FakeDocumentUploads implements DocumentUploads {
  readonly held = new Map<string, UploadedDocument[]>();
  /** Application ids that are not the customer's. */
  readonly foreign = new Set<string>();

  async list(applicationId: string): Promise<UploadedDocument[]> {
    return [...this.of(applicationId)];
  }

  async upload(applicationId: string, file: UploadFile, onProgress: (sent: number) => void): Promise<UploadedDocument> {
    const documents = this.of(applicationId);
    if (file.bytes.length > DOCUMENT_LIMITS.maxBytes) throw new ApiError(413, null, { message: 'Request body is too large' });
    const mediaType = documentMediaType(file.bytes);
    if (!mediaType) throw refuse(415, documentTypeMessage(file.name));
    if (documents.length >= DOCUMENT_LIMITS.maxFiles) throw refuse(409, 'You can upload up to 10 files. Remove one to add another.');
    onProgress(0.5);
    const document = { id: randomUUID(), name: file.name, mediaType, sizeBytes: file.bytes.length };
    documents.push(document);
    onProgress(1);
    return document;
  }

  async remove(applicationId: string, documentId: string): Promise<void> {
    const documents = this.of(applicationId);
    this.held.set(applicationId, documents.filter((d) => d.id !== documentId));
  }

  private of(applicationId: string): UploadedDocument[] {
    if (this.foreign.has(applicationId)) throw new ApiError(404, 10420, { NativeErrorCode: 10420, message: 'Application not found.' });
    let documents = this.held.get(applicationId);
    if (!documents) this.held.set(applicationId, (documents = []));
    return documents;
  }
}
