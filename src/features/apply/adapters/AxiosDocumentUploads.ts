import type { AxiosInstance } from 'axios';
import type { ApplicationDocumentDto } from '../../../../contract/apply';
import type { UploadedDocument, UploadFile } from '../core/domain/Document';
import type { DocumentUploads } from '../core/ports/DocumentUploads';

const toDocument = (dto: ApplicationDocumentDto): UploadedDocument => ({ id: dto.id, name: dto.name, mediaType: dto.mediaType, sizeBytes: dto.sizeBytes });
const base = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}/documents`;

/** DocumentUploads over the sandbox: the file's bytes as the body; progress from the upload's own events. */
export class AxiosDocumentUploads implements DocumentUploads {
  constructor(private readonly http: AxiosInstance) {}

  async list(applicationId: string): Promise<UploadedDocument[]> {
    const { data } = await this.http.get<ApplicationDocumentDto[]>(base(applicationId));
    return data.map(toDocument);
  }

  async upload(applicationId: string, file: UploadFile, onProgress: (sent: number) => void): Promise<UploadedDocument> {
    const { data } = await this.http.post<ApplicationDocumentDto>(base(applicationId), file.bytes, {
      params: { name: file.name },
      headers: { 'Content-Type': 'application/octet-stream' },
      // Real progress: the browser's upload events, not a timer.
      onUploadProgress: (event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0),
      // A 10 MB file on a slow connection needs longer than a JSON call.
      timeout: 120_000,
    });
    onProgress(1);
    return toDocument(data);
  }

  async remove(applicationId: string, documentId: string): Promise<void> {
    await this.http.delete(`${base(applicationId)}/${encodeURIComponent(documentId)}`);
  }
}
