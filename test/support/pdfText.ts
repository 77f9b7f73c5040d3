import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdf-lib shows: each content stream inflated, then every string
 * drawn with Tj ('<hex>' or '(literal)'), joined with newlines. Enough to check a statement's
 * lines; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    let content: string;
    try { content = inflateSync(bytes).toString('latin1'); } catch { content = bytes.toString('latin1'); }
    for (const [, hex, literal] of content.matchAll(/(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      shown.push(hex !== undefined ? Buffer.from(hex, 'hex').toString('latin1') : literal!.replace(/\\(.)/g, '$1'));
    }
  }
  return shown.join('\n');
}
