import { PDFArray, type PDFContext, PDFDict, PDFName, type PDFObject, PDFParser, type PDFRef, PDFStream, ParseSpeeds } from 'pdf-lib';

/**
 * What a PDF holds, read by a parser (pdf-lib) rather than searched for in its bytes: a search
 * misses a name written with #xx escapes (/J#61vaScript is /JavaScript to every reader) and
 * anything inside a compressed object stream. The parser decodes both, and every object it
 * reads is walked — dictionaries, arrays, stream dictionaries, objects unpacked from object
 * streams, and earlier copies of an object a later one replaces (a reader following the file's
 * cross-reference table may well open the earlier one).
 */
export type PdfVerdict = 'plain' | 'active' | 'encrypted' | 'damaged';

// Names that run code, start programs, send data out or carry other files when the document is
// opened, whether as a key (/JS, /AA's actions via /S, /EmbeddedFiles, /XFA) or as a value
// (/S /Launch, /Subtype /RichMedia, /Type /EmbeddedFile). No plain document needs any of them.
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'ImportData', 'SubmitForm', 'GoToE']);
// A page tree deeper than this is an attack on the reader, not a document.
const MAX_PAGE_TREE_DEPTH = 64;

export async function readPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  const parsed: PDFObject[] = [];
  let context: PDFContext;
  try {
    // throwOnInvalidObject: an object the parser cannot read is not skipped (what it skipped could not be judged).
    const parser = PDFParser.forBytesWithOptions(bytes, ParseSpeeds.Fast, true);
    // The parser's context keeps only the last copy of each object number: every copy is kept here as it is read.
    const own = parser as unknown as { context: PDFContext };
    const assign = own.context.assign.bind(own.context);
    own.context.assign = (ref: PDFRef, object: PDFObject) => { parsed.push(object); assign(ref, object); };
    context = await parser.parseDocument();
  } catch {
    return 'damaged';
  }
  if (parsed.some(holdsActiveName)) return 'active';
  // Strings and streams of an encrypted file cannot be read without its password, so it cannot be judged.
  if (context.trailerInfo.Encrypt) return 'encrypted';
  return pageCount(context) > 0 ? 'plain' : 'damaged';
}

/** Whether any name in the object — a key or a value, however deeply nested — is one of ACTIVE_NAMES. */
function holdsActiveName(root: PDFObject): boolean {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameText(object))) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return false;
}

/**
 * A name as a reader sees it. pdf-lib's parser decodes only upper-case #xx escapes and keeps a
 * lower-case one as literal text (/#4aS reaches it as "#4aS", while every reader reads /JS), so
 * any escape left is decoded again here, in either case. A name whose text really is "#4aS"
 * (written /#234aS) would be read as JS too: that can only refuse a file, never let one through.
 */
const nameText = (name: PDFName) => name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The pages reachable from the catalog, or 0 when there is no catalog or page tree to read. */
function pageCount(context: PDFContext): number {
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.get(PDFName.of('Type')) !== PDFName.of('Catalog')) return 0;
  const seen = new Set<PDFObject>();
  const count = (node: PDFObject | undefined, depth: number): number => {
    if (!(node instanceof PDFDict) || seen.has(node) || depth > MAX_PAGE_TREE_DEPTH) return 0;
    seen.add(node);
    const type = node.get(PDFName.of('Type'));
    if (type === PDFName.of('Page')) return 1;
    if (type !== PDFName.of('Pages')) return 0;
    const kids = node.lookup(PDFName.of('Kids'));
    if (!(kids instanceof PDFArray)) return 0;
    return kids.asArray().reduce<number>((sum, kid) => sum + count(context.lookup(kid), depth + 1), 0);
  };
  return count(catalog.lookup(PDFName.of('Pages')), 0);
}
