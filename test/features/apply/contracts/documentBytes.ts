/** A tiny but real PDF, and a Windows program's first bytes ('MZ') to rename as one. */
export const PDF_BYTES = Uint8Array.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', (c) => c.charCodeAt(0));
export const EXE_BYTES = new Uint8Array([0x4d, 0x5a, ...new Array(200).fill(0x90)]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
