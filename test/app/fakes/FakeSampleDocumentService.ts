import type { NativeDownloadFile } from '../../../src/kernel/domain/NativeCommand';
import type { SampleDocumentService } from '../../../src/app/core/ports/SampleDocumentService';

/** The sandbox's sample PDF, in memory: the first bytes of a PDF are enough for the bridge. */
export class FakeSampleDocumentService implements SampleDocumentService {
  fetches = 0;

  async fetch(): Promise<NativeDownloadFile> {
    this.fetches += 1;
    return { fileName: 'sample-document.pdf', mimeType: 'application/pdf', base64: btoa('%PDF-1.4\n') };
  }
}
