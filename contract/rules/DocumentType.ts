/**
 * What a file is, judged by its first bytes (its "magic number"), never by its name: a
 * program renamed to payslip.pdf is still a program. Only the four types the bank accepts
 * are recognised; anything else is null.
 */
export type DocumentMediaType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
// HEIC is an ISO media file: 'ftyp' at byte 4, then a brand naming HEIF/HEVC content.
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

export function documentMediaType(bytes: Uint8Array): DocumentMediaType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('ftyp'), 4) && HEIC_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))) return 'image/heic';
  return null;
}

/** The message for a file of another type. */
export const documentTypeMessage = (name: string) =>
  `"${name}" isn't a PDF, JPEG, PNG or HEIC file, so we can't accept it. Choose another file.`;
