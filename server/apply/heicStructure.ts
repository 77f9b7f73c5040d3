/**
 * Whether a HEIC file is built as one: decoding its HEVC picture would take a large native or
 * WebAssembly codec in the server for one file type, so its ISO base media structure is checked
 * instead — boxes whose sizes add up to the file exactly, a HEIF brand in 'ftyp', and a 'meta'
 * box declaring a picture ('hdlr' of 'pict') with HEVC decoder settings ('hvcC') and a non-zero
 * image size ('ispe'). Garbage after a HEIC's first bytes fails this; a well-formed box tree
 * around bad HEVC data would not (it cannot run code in a viewer either: HEIC has no scripts).
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
// Boxes whose payload starts with a version and flags before any child boxes or fields.
const FULL_BOXES = new Set(['meta', 'hdlr', 'ispe']);
// Boxes whose payload is made of child boxes.
const CONTAINERS = new Set(['meta', 'iprp', 'ipco']);
const MAX_DEPTH = 8;

type Box = { type: string; body: Buffer; children: Box[] };

export function heicWellFormed(bytes: Buffer): boolean {
  const boxes = readBoxes(bytes, 0);
  if (!boxes || boxes[0]?.type !== 'ftyp') return false;
  const ftyp = boxes[0].body;
  const brands = [ftyp.toString('latin1', 0, 4)];
  for (let at = 8; at + 4 <= ftyp.length; at += 4) brands.push(ftyp.toString('latin1', at, at + 4));
  if (!brands.some((brand) => HEIF_BRANDS.has(brand))) return false;
  const meta = boxes.find((box) => box.type === 'meta');
  const hdlr = meta?.children.find((box) => box.type === 'hdlr');
  if (!hdlr || hdlr.body.toString('latin1', 4, 8) !== 'pict') return false;
  const properties = meta?.children.find((box) => box.type === 'iprp')?.children.find((box) => box.type === 'ipco')?.children ?? [];
  const ispe = properties.find((box) => box.type === 'ispe');
  return properties.some((box) => box.type === 'hvcC' && box.body.length > 0)
    && ispe !== undefined && ispe.body.length >= 8 && ispe.body.readUInt32BE(0) > 0 && ispe.body.readUInt32BE(4) > 0;
}

/** The boxes filling `bytes` exactly, with the children of container boxes, or null when the sizes do not add up. */
function readBoxes(bytes: Buffer, depth: number): Box[] | null {
  const boxes: Box[] = [];
  for (let at = 0; at < bytes.length;) {
    if (at + 8 > bytes.length) return null;
    let size = bytes.readUInt32BE(at);
    let headerLength = 8;
    if (size === 1) { // A 64-bit size follows the type.
      if (at + 16 > bytes.length) return null;
      size = Number(bytes.readBigUInt64BE(at + 8));
      headerLength = 16;
    } else if (size === 0) { // The last box runs to the end of the file.
      size = bytes.length - at;
    }
    if (size < headerLength || at + size > bytes.length) return null;
    const type = bytes.toString('latin1', at + 4, at + 8);
    let body = bytes.subarray(at + headerLength, at + size);
    if (FULL_BOXES.has(type)) {
      if (body.length < 4) return null;
      body = body.subarray(4);
    }
    let children: Box[] = [];
    if (CONTAINERS.has(type)) {
      const read = depth < MAX_DEPTH ? readBoxes(body, depth + 1) : null;
      if (!read) return null;
      children = read;
    }
    boxes.push({ type, body, children });
    at += size;
  }
  return boxes;
}
