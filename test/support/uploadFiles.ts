import { Resvg } from '@resvg/resvg-js';
import { encode as encodeJpeg } from 'jpeg-js';

/**
 * Real files to upload in server tests, each made by a tool other than the one that judges it:
 * a PNG drawn by resvg, a JPEG encoded by jpeg-js, a HEIC's box structure written box by box,
 * and the smallest PDF a reader opens (a catalog, a page tree and one page).
 */

/** A plain PDF, written by hand so a test can add to the catalog, the objects or the trailer. */
export function pdfText({ catalog = '', objects = '', trailer = '' } = {}): string {
  return '%PDF-1.7\n'
    + `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog}>> endobj\n`
    + '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'
    + '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n'
    + objects
    + `trailer << /Size 4 /Root 1 0 R ${trailer}>>\n%%EOF\n`;
}
export const PLAIN_PDF = Buffer.from(pdfText(), 'latin1');

/** A 24×16 PNG with a drawing on it. */
export const pngBytes = (): Buffer =>
  Buffer.from(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"><rect width="24" height="16" fill="#fc0"/><circle cx="12" cy="8" r="5" fill="#036"/></svg>').render().asPng());

/** A 16×8 JPEG of a gradient. */
export function jpegBytes(): Buffer {
  const width = 16;
  const height = 8;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([i * 2, 255 - i, 128, 255], i * 4);
  return encodeJpeg({ data, width, height }, 85).data;
}

const box = (type: string, ...payload: Buffer[]): Buffer => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const fullBox = (type: string, ...payload: Buffer[]) => box(type, Buffer.alloc(4), ...payload);
const u32 = (...values: number[]) => Buffer.concat(values.map((v) => { const b = Buffer.alloc(4); b.writeUInt32BE(v); return b; }));

/** The boxes of a HEIC still image (ftyp, meta with hdlr 'pict', hvcC and ispe properties, mdat), with a stand-in for the coded picture. */
export function heicBytes(): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1')),
    fullBox('meta',
      fullBox('hdlr', u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from('\0', 'latin1')),
      box('iprp', box('ipco', box('hvcC', Buffer.alloc(23, 1)), fullBox('ispe', u32(640, 480))))),
    box('mdat', Buffer.alloc(64, 0x5a)),
  ]);
}
