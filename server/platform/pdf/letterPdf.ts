import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { degrees, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { BRAND } from '../../../contract/rules/brand';

/**
 * What the bank's PDF letters share (statements, loan contracts): the page, the brand's colours
 * and mark, and DejaVu Sans (fonts/, with its LICENSE) embedded as subsets: the standard PDF
 * fonts speak WinAnsi only and would lose the macrons of Kōwhai and of Māori names.
 */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const INK = rgb(0.11, 0.13, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.39);
// The brand's colours, as the app's header draws them (src/app/shell/BrandMark.tsx).
export const BRAND_GREEN = rgb(0.043, 0.31, 0.235);
export const BRAND_GREEN_DARK = rgb(0.027, 0.22, 0.16);
export const KOWHAI_YELLOW = rgb(0.949, 0.718, 0.02);
export const PANEL = rgb(0.93, 0.96, 0.94);
export const RULE = rgb(0.82, 0.86, 0.84);

/** Read once, on the first letter. */
const FONT_DIR = join(__dirname, 'fonts');
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;
function fonts() {
  fontFiles ??= { regular: readFileSync(join(FONT_DIR, 'DejaVuSans.ttf')), bold: readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf')) };
  return fontFiles;
}

/**
 * The text as the font can draw it, rather than failing the letter: a character the font
 * lacks is written without its accents if the plain letter is there, else as '?'.
 */
export function drawable(text: string, has: (codePoint: number) => boolean): string {
  return Array.from(text, (char) => {
    if (has(char.codePointAt(0)!)) return char;
    const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return plain !== '' && Array.from(plain).every((c) => has(c.codePointAt(0)!)) ? plain : '?';
  }).join('');
}

/** Where the next line is written on which page, in which faces. */
export interface Pen { page: PDFPage; y: number; font: PDFFont; bold: PDFFont; has: (codePoint: number) => boolean }
export type TextOptions = { size?: number; bold?: boolean; right?: boolean; colour?: typeof INK };

/**
 * The letter's two faces, embedded in `doc` as subsets. A subset's name carries a six-letter tag
 * (PDF 32000 9.6.4); pdf-lib's own is a random number, so the same letter would never be the same
 * bytes twice. These tags are fixed, one per face, and a contract's hash then names its content.
 */
export async function embedLetterFonts(doc: PDFDocument): Promise<Omit<Pen, 'page' | 'y'>> {
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fonts().regular, { subset: true, customName: 'KOWHAR+DejaVuSans' });
  const bold = await doc.embedFont(fonts().bold, { subset: true, customName: 'KOWHAB+DejaVuSans-Bold' });
  // Both faces are DejaVu Sans; a character must be in both, as the same text may be drawn in either.
  const regularSet = new Set(font.getCharacterSet());
  const boldSet = new Set(bold.getCharacterSet());
  return { font, bold, has: (codePoint: number) => regularSet.has(codePoint) && boldSet.has(codePoint) };
}

export function text(pen: Pen, value: string, x: number, options: TextOptions = {}): void {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.font;
  const written = drawable(value, pen.has);
  const at = options.right ? x - font.widthOfTextAtSize(written, size) : x;
  pen.page.drawText(written, { x: at, y: pen.y, size, font, color: options.colour ?? INK });
}

/** Lines of at most `width` points at `size`, broken between words. */
export function wrapped(pen: Pen, value: string, width: number, size = 10, bold = false): string[] {
  const font = bold ? pen.bold : pen.font;
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(value, pen.has).split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(tried, size) > width) {
      lines.push(line);
      line = word;
    } else line = tried;
  }
  if (line) lines.push(line);
  return lines;
}

/** The kōwhai flower mark: five yellow petals on the brand green, `size` points across, its lower left at (x, y). */
export function drawFlower(page: PDFPage, x: number, y: number, size: number): void {
  const scale = size / 32;
  const cx = x + 16 * scale;
  const cy = y + 16 * scale;
  page.drawCircle({ x: cx, y: cy, size: 16 * scale, color: BRAND_GREEN });
  for (const angle of [0, 72, 144, 216, 288]) {
    const radians = (angle * Math.PI) / 180;
    page.drawEllipse({
      x: cx + 7 * scale * Math.sin(radians), y: cy + 7 * scale * Math.cos(radians),
      xScale: 3.6 * scale, yScale: 6.4 * scale, rotate: degrees(-angle), color: KOWHAI_YELLOW,
    });
  }
  page.drawCircle({ x: cx, y: cy, size: 3 * scale, color: BRAND_GREEN_DARK });
}

/**
 * The letterhead: the mark and the bank's name on the left, what the document is (and a few small
 * lines about it) on the right, a rule below; the pen is left on the rule.
 */
export function letterhead(pen: Pen, title: string, lines: readonly string[]): void {
  const top = A4.height - MARGIN;
  drawFlower(pen.page, MARGIN, top - 34, 34);
  pen.y = top - 23;
  text(pen, BRAND.product, MARGIN + 44, { size: 18, bold: true, colour: BRAND_GREEN });
  pen.y = top - 12;
  text(pen, title, A4.width - MARGIN, { size: 14, bold: true, right: true });
  lines.forEach((line, index) => {
    pen.y = top - 28 - 12 * index;
    text(pen, line, A4.width - MARGIN, { size: 9, right: true, colour: MUTED });
  });
  const rule = top - 28 - 12 * Math.max(lines.length - 1, 0) - 12;
  pen.page.drawLine({ start: { x: MARGIN, y: rule }, end: { x: A4.width - MARGIN, y: rule }, thickness: 1.5, color: BRAND_GREEN });
  pen.y = rule;
}
