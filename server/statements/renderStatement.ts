import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney } from '../../contract/rules/Money';
import { BRAND } from '../../contract/rules/brand';
import type { Statement } from './queries';

const AUCKLAND_DAY = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', day: 'numeric', month: 'short' });
const MONTH_NAME = new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'YYYY-MM' → 'October 2026'. */
export function monthTitle(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * DejaVu Sans (fonts/, with its LICENSE), embedded as subsets: the standard PDF fonts speak
 * WinAnsi only and would lose the macrons of Kōwhai and of Māori names. Read once, on the first statement.
 */
const FONT_DIR = join(__dirname, 'fonts');
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;
function fonts() {
  fontFiles ??= { regular: readFileSync(join(FONT_DIR, 'DejaVuSans.ttf')), bold: readFileSync(join(FONT_DIR, 'DejaVuSans-Bold.ttf')) };
  return fontFiles;
}

/**
 * The text as the font can draw it, rather than failing the statement: a character the font
 * lacks is written without its accents if the plain letter is there, else as '?'.
 */
export function drawable(text: string, has: (codePoint: number) => boolean): string {
  return Array.from(text, (char) => {
    if (has(char.codePointAt(0)!)) return char;
    const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return plain !== '' && Array.from(plain).every((c) => has(c.codePointAt(0)!)) ? plain : '?';
  }).join('');
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.11, 0.13, 0.12);
const MUTED = rgb(0.38, 0.4, 0.39);
const COLUMNS = { date: MARGIN, description: MARGIN + 60, amount: A4.width - MARGIN - 110, balance: A4.width - MARGIN };

interface Pen { page: PDFPage; y: number; font: PDFFont; bold: PDFFont; has: (codePoint: number) => boolean }

function text(pen: Pen, value: string, x: number, options: { size?: number; bold?: boolean; right?: boolean; colour?: typeof INK } = {}) {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.font;
  const written = drawable(value, pen.has);
  const at = options.right ? x - font.widthOfTextAtSize(written, size) : x;
  pen.page.drawText(written, { x: at, y: pen.y, size, font, color: options.colour ?? INK });
}

/** A month's statement of one account as a PDF (pdf-lib): the header, opening balance, each transaction with its running balance, closing balance. */
export async function renderStatement(statement: Statement, issuedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `${BRAND.product} statement, ${statement.accountName} ${statement.accountNumber}, ${monthTitle(statement.month)}`;
  doc.setTitle(title);
  doc.setAuthor(BRAND.product);
  doc.setSubject(`Statement for ${statement.accountNumber}`);
  doc.setCreationDate(issuedAt);
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fonts().regular, { subset: true });
  const bold = await doc.embedFont(fonts().bold, { subset: true });
  // Both faces are DejaVu Sans; a character must be in both, as the same text may be drawn in either.
  const regularSet = new Set(font.getCharacterSet());
  const boldSet = new Set(bold.getCharacterSet());
  const has = (codePoint: number) => regularSet.has(codePoint) && boldSet.has(codePoint);
  const newPage = (): Pen => ({ page: doc.addPage([A4.width, A4.height]), y: A4.height - MARGIN, font, bold, has });
  let pen = newPage();

  text(pen, BRAND.product, MARGIN, { size: 18, bold: true });
  pen.y -= 28;
  text(pen, `Statement for ${monthTitle(statement.month)}`, MARGIN, { size: 14, bold: true });
  pen.y -= 20;
  text(pen, statement.customerName, MARGIN);
  pen.y -= 14;
  text(pen, `${statement.accountName}  ${statement.accountNumber}`, MARGIN);
  pen.y -= 28;

  const header = () => {
    text(pen, 'Date', COLUMNS.date, { bold: true });
    text(pen, 'Transaction', COLUMNS.description, { bold: true });
    text(pen, 'Amount', COLUMNS.amount, { bold: true, right: true });
    text(pen, 'Balance', COLUMNS.balance, { bold: true, right: true });
    pen.y -= 18;
  };
  header();
  text(pen, 'Opening balance', COLUMNS.description);
  text(pen, formatMoney(statement.openingCents), COLUMNS.balance, { right: true });
  pen.y -= 16;

  let balance = statement.openingCents;
  for (const line of statement.lines) {
    if (pen.y < MARGIN + 40) {
      pen = newPage();
      header();
    }
    balance += line.amountCents;
    text(pen, AUCKLAND_DAY.format(line.postedAt), COLUMNS.date);
    text(pen, line.description.slice(0, 50), COLUMNS.description);
    text(pen, formatMoney(line.amountCents), COLUMNS.amount, { right: true });
    text(pen, formatMoney(balance), COLUMNS.balance, { right: true });
    pen.y -= 16;
  }
  if (statement.lines.length === 0) {
    text(pen, 'No transactions this month.', COLUMNS.description, { colour: MUTED });
    pen.y -= 16;
  }
  pen.y -= 6;
  text(pen, 'Closing balance', COLUMNS.description, { bold: true });
  text(pen, formatMoney(balance), COLUMNS.balance, { bold: true, right: true });
  pen.y -= 30;
  text(pen, `Questions about this statement? Call us on ${BRAND.phone}.`, MARGIN, { size: 9, colour: MUTED });
  return doc.save();
}
