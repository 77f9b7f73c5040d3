import type { UploadedDocument, UploadFile } from '../domain/Document';

/**
 * The documents of the customer's open application. Failures reject with the platform's
 * ApiError: 415 for a file that is not a PDF, JPEG, PNG or HEIC (judged by its bytes), 409
 * for an eleventh file, 413 for a file over 10 MB, 404 (10420) for another customer's application.
 */
export interface DocumentUploads {
  /** The documents held against the application, oldest first. */
  list(applicationId: string): Promise<UploadedDocument[]>;
  /** Sends one file, reporting the share sent (0 to 1) as it goes. */
  upload(applicationId: string, file: UploadFile, onProgress: (sent: number) => void): Promise<UploadedDocument>;
  /** Removes a document before the application is submitted. */
  remove(applicationId: string, documentId: string): Promise<void>;
}
