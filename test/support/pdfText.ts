import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFObject } from 'pdf-lib';

/** A font's codes → text: its ToUnicode CMap (bfchar and bfrange), or none for a single-byte standard font. */
type CodeMap = Map<string, string> | null;

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

function parseToUnicode(cmap: string): Map<string, string> {
  const codes = new Map<string, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) codes.set(code!.toUpperCase(), utf16(text!));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, text] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(text!, 16);
      for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code++) {
        codes.set(code.toString(16).toUpperCase().padStart(low!.length, '0'), utf16((first + code - parseInt(low!, 16)).toString(16).padStart(text!.length, '0')));
      }
    }
  }
  return codes;
}

function streamText(doc: PDFDocument, object: PDFObject | undefined): string {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFArray) return resolved.asArray().map((part) => streamText(doc, part)).join('\n');
  if (resolved instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
  return '';
}

function pageFonts(doc: PDFDocument, resources: PDFDict | undefined): Map<string, CodeMap> {
  const fonts = new Map<string, CodeMap>();
  const fontDict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const toUnicode = font.get(PDFName.of('ToUnicode'));
    fonts.set(name.asString(), toUnicode ? parseToUnicode(streamText(doc, toUnicode)) : null);
  }
  return fonts;
}

function decode(hex: string, codes: CodeMap): string {
  if (!codes) return Buffer.from(hex, 'hex').toString('latin1');
  const width = codes.keys().next().value?.length ?? 4;
  let text = '';
  for (let at = 0; at < hex.length; at += width) text += codes.get(hex.slice(at, at + width).toUpperCase()) ?? '\uFFFD';
  return text;
}

/**
 * The text a PDF written by pdf-lib shows, one string per Tj, joined with newlines: each
 * page's content read with the font set by the last Tf, a hex string decoded through that
 * font's ToUnicode CMap (an embedded font's glyph ids) or as Latin-1 (a standard font), a
 * literal string as written. Enough to check a statement's lines; not a general PDF reader.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const shown: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = pageFonts(doc, page.node.Resources());
    const content = streamText(doc, page.node.get(PDFName.of('Contents')));
    let codes: CodeMap = null;
    for (const [, font, hex, literal] of content.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (font !== undefined) codes = fonts.get(`/${font}`) ?? null;
      else if (hex !== undefined) shown.push(decode(hex, codes));
      else shown.push(literal!.replace(/\\(.)/g, '$1'));
    }
  }
  return shown.join('\n');
}

/** The BaseFont names of the fonts a PDF's pages use (pdf-lib names a subset with a number after it, e.g. 'DejaVuSans-9927'). */
export async function pdfFontNames(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const names = new Set<string>();
  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [, ref] of fontDict?.entries() ?? []) names.add(doc.context.lookup(ref, PDFDict).lookup(PDFName.of('BaseFont'), PDFName).decodeText());
  }
  return [...names].sort();
}
