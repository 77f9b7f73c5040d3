import jpeg from 'jpeg-js';
import { crc32, inflateSync } from 'node:zlib';

/**
 * Whether a photo's data decodes: the first bytes only say what a file claims to be, and a
 * file that merely starts like a PNG or JPEG could carry anything after them.
 */

// A bigger picture than any phone takes is refused before its pixels are held in memory.
const MAX_PIXELS = 50_000_000;

/** The JPEG decoded in full by jpeg-js, strictly (no skipping of markers it does not know). */
export function jpegDecodes(bytes: Uint8Array): boolean {
  try {
    const image = jpeg.decode(bytes, { useTArray: true, tolerantDecoding: false, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 512 });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Bits per sample allowed for each colour type, and samples per pixel (PNG spec, table 11.1).
const PNG_COLOUR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 }, 2: { depths: [8, 16], samples: 3 }, 3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 }, 6: { depths: [8, 16], samples: 4 },
};
// Adam7's seven passes: first column and row, and the step between them.
const ADAM7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;
const CRITICAL_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

/**
 * The PNG read chunk by chunk (each chunk's CRC checked, IHDR first, IEND last and at the end of
 * the file) and its pixel data inflated in full by zlib, which must give exactly the bytes the
 * header's size and format call for, every row starting with a known filter. Reversing the
 * filters is arithmetic on those bytes that cannot fail, so it is not done.
 */
export function pngDecodes(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | undefined;
  let hasPalette = false;
  const data: Buffer[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (header || length !== 13) return false;
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8] ?? 0, colour: body[9] ?? 0, interlaced: body[12] === 1 };
      if (body[10] !== 0 || body[11] !== 0 || (body[12] ?? 2) > 1) return false;
    } else if (type === 'PLTE') {
      hasPalette = true;
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      return end === bytes.length && header !== undefined && (header.colour !== 3 || hasPalette) && pixelsInflate(header, Buffer.concat(data));
    } else if (/^[A-Z]/.test(type) && !CRITICAL_CHUNKS.has(type)) {
      return false; // A critical chunk a decoder does not know means the image cannot be shown (PNG spec 5.4).
    }
    at = end;
  }
  return false; // No IEND: the file was cut short.
}

function pixelsInflate(header: { width: number; height: number; depth: number; colour: number; interlaced: boolean }, compressed: Buffer): boolean {
  const format = PNG_COLOUR_TYPES[header.colour];
  const { width, height } = header;
  if (!format || !format.depths.includes(header.depth) || width === 0 || height === 0 || width * height > MAX_PIXELS) return false;
  const bitsPerPixel = format.samples * header.depth;
  // Each pass (one, or Adam7's seven) is rows of a filter byte and the row's packed pixels.
  const passes = header.interlaced
    ? ADAM7.map(([x, y, dx, dy]) => ({ columns: Math.ceil(Math.max(0, width - x) / dx), rows: Math.ceil(Math.max(0, height - y) / dy) }))
    : [{ columns: width, rows: height }];
  const rowLengths = passes.filter((p) => p.columns > 0 && p.rows > 0)
    .flatMap((p) => new Array<number>(p.rows).fill(1 + Math.ceil((p.columns * bitsPerPixel) / 8)));
  const expected = rowLengths.reduce((sum, n) => sum + n, 0);
  let pixels: Buffer;
  try {
    pixels = inflateSync(compressed, { maxOutputLength: expected });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  let at = 0;
  for (const rowLength of rowLengths) {
    if ((pixels[at] ?? 5) > 4) return false;
    at += rowLength;
  }
  return true;
}
