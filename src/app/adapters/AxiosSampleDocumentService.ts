import type { AxiosInstance } from 'axios';
import type { NativeDownloadFile } from '../../kernel/domain/NativeCommand';
import { toBase64 } from '../../kernel/services/NativeJourney';
import type { SampleDocumentService } from '../core/ports/SampleDocumentService';

/** SampleDocumentService over the sandbox's GET /dev/sample-document.pdf. */
export class AxiosSampleDocumentService implements SampleDocumentService {
  constructor(private readonly http: AxiosInstance) {}

  async fetch(): Promise<NativeDownloadFile> {
    const { data } = await this.http.get<ArrayBuffer>('/dev/sample-document.pdf', { responseType: 'arraybuffer' });
    return { fileName: 'sample-document.pdf', mimeType: 'application/pdf', base64: toBase64(new Uint8Array(data)) };
  }
}
