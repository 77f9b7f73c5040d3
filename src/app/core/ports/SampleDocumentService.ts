import type { NativeDownloadFile } from '../../../kernel/domain/NativeCommand';

/** A document the sandbox serves for trying downloads (debug panel; development and test hosts). */
export interface SampleDocumentService {
  /**
   * The sample PDF, ready for the `download` command.
   * @throws ApiError when the sandbox does not serve it (production has no such document).
   */
  fetch(): Promise<NativeDownloadFile>;
}
