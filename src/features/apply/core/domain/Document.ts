import { DOCUMENT_LIMITS } from '../../../../../contract/apply.codes';

/** A document the bank holds against an application. */
export interface UploadedDocument {
  readonly id: string;
  readonly name: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
}

/** A file the applicant chose: its name and its bytes (the bank judges its type from them). */
export interface UploadFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export { DOCUMENT_LIMITS };

/**
 * What can be told before sending (the bank checks again): too big, or one too many. The
 * type is not guessed from the name: only the bank's look at the bytes decides it.
 */
export function uploadProblem(
  file: { name: string; size: number }, alreadyHeld: number, held: readonly { name: string; sizeBytes: number }[] = [],
): string | null {
  // The same file chosen again (same name and size) would only be a second copy for the person reading them.
  if (held.some((d) => d.name === file.name && d.sizeBytes === file.size)) return `"${file.name}" is already uploaded.`;
  if (alreadyHeld >= DOCUMENT_LIMITS.maxFiles) return `You can upload up to ${DOCUMENT_LIMITS.maxFiles} files. Remove one to add another.`;
  if (file.size === 0) return `"${file.name}" is empty. Choose another file.`;
  if (file.size > DOCUMENT_LIMITS.maxBytes) return `"${file.name}" is larger than 10 MB. Choose a smaller file, or a photo of fewer pages.`;
  return null;
}

/** '2.4 MB', '830 KB': sizes for people. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  // A non-empty file is at least 1 KB to a person; nothing is 0 KB.
  return `${bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1024))} KB`;
}
