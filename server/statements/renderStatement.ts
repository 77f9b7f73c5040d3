import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { addDays, aucklandDateOf, formatCalendarDate, formatCalendarMonth } from '../../contract/rules/AucklandDate';
import { formatMoney } from '../../contract/rules/Money';
import { BRAND } from '../../contract/rules/brand';
import type { Statement } from './queries';

/** 'YYYY-MM' → 'October 2026'. */
export const monthTitle = formatCalendarMonth;

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
// The brand's colours, as the app's header draws them (src/app/shell/BrandMark.tsx).
const BRAND_GREEN = rgb(0.043, 0.31, 0.235);
const BRAND_GREEN_DARK = rgb(0.027, 0.22, 0.16);
const KOWHAI_YELLOW = rgb(0.949, 0.718, 0.02);
const PANEL = rgb(0.93, 0.96, 0.94);
const RULE = rgb(0.82, 0.86, 0.84);
const COLUMNS = { date: MARGIN, description: MARGIN + 60, amount: A4.width - MARGIN - 110, balance: A4.width - MARGIN };
/** Room kept at the foot of every page for its page number and the bank's phone. */
const FOOTER = MARGIN + 30;
const LINE = 16;

interface Pen { page: PDFPage; y: number; font: PDFFont; bold: PDFFont; has: (codePoint: number) => boolean }
type TextOptions = { size?: number; bold?: boolean; right?: boolean; colour?: typeof INK };

function text(pen: Pen, value: string, x: number, options: TextOptions = {}) {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.font;
  const written = drawable(value, pen.has);
  const at = options.right ? x - font.widthOfTextAtSize(written, size) : x;
  pen.page.drawText(written, { x: at, y: pen.y, size, font, color: options.colour ?? INK });
}

/** The kōwhai flower mark: five yellow petals on the brand green, `size` points across, its lower left at (x, y). */
function drawFlower(page: PDFPage, x: number, y: number, size: number) {
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

/** 'YYYY-MM' → '1 November 2026 to 30 November 2026' (the Auckland days the statement covers). */
export function statementPeriod(month: string): string {
  const first = `${month}-01`;
  const last = addDays(addDays(`${month}-28`, 4).slice(0, 8) + '01', -1);
  return `${formatCalendarDate(first, 'long')} to ${formatCalendarDate(last, 'long')}`;
}

/** Money in and money out of the month: what the summary box shows beside the opening and closing balances. */
export function statementTotals(statement: Pick<Statement, 'openingCents' | 'lines'>) {
  let inCents = 0;
  let outCents = 0;
  for (const line of statement.lines) {
    if (line.amountCents >= 0) inCents += line.amountCents;
    else outCents -= line.amountCents;
  }
  return { openingCents: statement.openingCents, inCents, outCents, closingCents: statement.openingCents + inCents - outCents };
}

/** The letterhead: the mark and the bank's name on the left, what the document is on the right, a rule below. */
function letterhead(pen: Pen, statement: Statement, issuedAt: Date) {
  const top = A4.height - MARGIN;
  drawFlower(pen.page, MARGIN, top - 34, 34);
  pen.y = top - 23;
  text(pen, BRAND.product, MARGIN + 44, { size: 18, bold: true, colour: BRAND_GREEN });
  pen.y = top - 12;
  text(pen, 'Account statement', A4.width - MARGIN, { size: 14, bold: true, right: true });
  pen.y = top - 28;
  text(pen, statementPeriod(statement.month), A4.width - MARGIN, { size: 9, right: true, colour: MUTED });
  pen.y = top - 40;
  text(pen, `Issued ${formatCalendarDate(aucklandDateOf(issuedAt.getTime()), 'long')}`, A4.width - MARGIN, { size: 9, right: true, colour: MUTED });
  pen.page.drawLine({ start: { x: MARGIN, y: top - 52 }, end: { x: A4.width - MARGIN, y: top - 52 }, thickness: 1.5, color: BRAND_GREEN });
  pen.y = top - 52;
}

/** Who it is for, where a window envelope shows it, and which account beside it. */
function addressAndAccount(pen: Pen, statement: Statement) {
  const top = pen.y - 30;
  pen.y = top;
  text(pen, statement.customerName, MARGIN, { bold: true });
  for (const line of statement.mailingAddress) {
    pen.y -= 13;
    text(pen, line, MARGIN);
  }
  const left = pen.y;
  const column = A4.width / 2 + 20;
  const facts: Array<[string, string]> = [['Account', statement.accountName], ['Account number', statement.accountNumber], ['Statement period', statementPeriod(statement.month)]];
  pen.y = top;
  for (const [label, value] of facts) {
    text(pen, label, column, { size: 8, colour: MUTED });
    pen.y -= 11;
    text(pen, value, column, { bold: true });
    pen.y -= 16;
  }
  pen.y = Math.min(left, pen.y + 16) - 24;
}

/** The summary box: opening balance, money in, money out, closing balance. */
function summaryBox(pen: Pen, totals: ReturnType<typeof statementTotals>) {
  const height = 46;
  const width = A4.width - 2 * MARGIN;
  pen.page.drawRectangle({ x: MARGIN, y: pen.y - height, width, height, color: PANEL, borderColor: RULE, borderWidth: 0.75 });
  const cells: Array<[string, string]> = [
    ['Opening balance', formatMoney(totals.openingCents)], ['Money in', formatMoney(totals.inCents)],
    ['Money out', formatMoney(totals.outCents)], ['Closing balance', formatMoney(totals.closingCents)],
  ];
  const cellWidth = width / cells.length;
  cells.forEach(([label, value], index) => {
    const x = MARGIN + 12 + index * cellWidth;
    pen.y -= 16;
    text(pen, label, x, { size: 8, colour: MUTED });
    pen.y -= 16;
    text(pen, value, x, { size: 12, bold: true });
    pen.y += 32;
  });
  pen.y -= height + 26;
}

/** The column headings of the transactions, on a tinted band. */
function tableHeader(pen: Pen) {
  pen.page.drawRectangle({ x: MARGIN - 4, y: pen.y - 5, width: A4.width - 2 * MARGIN + 8, height: 17, color: PANEL });
  text(pen, 'Date', COLUMNS.date, { bold: true, size: 9 });
  text(pen, 'Transaction', COLUMNS.description, { bold: true, size: 9 });
  text(pen, 'Amount', COLUMNS.amount, { bold: true, right: true, size: 9 });
  text(pen, 'Balance', COLUMNS.balance, { bold: true, right: true, size: 9 });
  pen.y -= LINE + 4;
}

/** Every page's foot: the bank's phone on the left, "Page n of N" on the right (drawn once all pages exist). */
function footers(doc: PDFDocument, font: PDFFont, has: (codePoint: number) => boolean) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const pen: Pen = { page, y: MARGIN - 10, font, bold: font, has };
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 4 }, end: { x: A4.width - MARGIN, y: MARGIN + 4 }, thickness: 0.5, color: RULE });
    text(pen, `Questions about this statement? Call us on ${BRAND.phone}.`, MARGIN, { size: 8, colour: MUTED });
    text(pen, `Page ${index + 1} of ${pages.length}`, A4.width - MARGIN, { size: 8, right: true, colour: MUTED });
  });
}

/**
 * A month's statement of one account as a PDF (pdf-lib), laid out as a bank's letter: the
 * letterhead with the mark, the customer's name and mailing address where a window envelope
 * shows it, the account's facts, a summary box (opening, money in, money out, closing), each
 * transaction with its running balance, and "Page n of N" on every page.
 */
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

  letterhead(pen, statement, issuedAt);
  addressAndAccount(pen, statement);
  summaryBox(pen, statementTotals(statement));
  text(pen, `Statement for ${monthTitle(statement.month)}`, MARGIN, { size: 12, bold: true });
  pen.y -= LINE + 6;
  tableHeader(pen);
  text(pen, 'Opening balance', COLUMNS.description);
  text(pen, formatMoney(statement.openingCents), COLUMNS.balance, { right: true });
  pen.y -= LINE;

  let balance = statement.openingCents;
  for (const line of statement.lines) {
    if (pen.y < FOOTER + LINE) {
      pen = newPage();
      pen.y -= 4;
      text(pen, `${statement.accountName} ${statement.accountNumber}, ${monthTitle(statement.month)} (continued)`, MARGIN, { size: 9, colour: MUTED });
      pen.y -= LINE + 6;
      tableHeader(pen);
    }
    balance += line.amountCents;
    text(pen, formatCalendarDate(aucklandDateOf(line.postedAt.getTime()), 'short'), COLUMNS.date);
    text(pen, line.description.slice(0, 50), COLUMNS.description);
    text(pen, formatMoney(line.amountCents), COLUMNS.amount, { right: true });
    text(pen, formatMoney(balance), COLUMNS.balance, { right: true });
    pen.y -= LINE;
  }
  if (statement.lines.length === 0) {
    text(pen, 'No transactions this month.', COLUMNS.description, { colour: MUTED });
    pen.y -= LINE;
  }
  if (pen.y < FOOTER + LINE) pen = newPage();
  pen.page.drawLine({ start: { x: COLUMNS.description, y: pen.y + 11 }, end: { x: A4.width - MARGIN, y: pen.y + 11 }, thickness: 0.5, color: RULE });
  pen.y -= 4;
  text(pen, 'Closing balance', COLUMNS.description, { bold: true });
  text(pen, formatMoney(balance), COLUMNS.balance, { bold: true, right: true });
  footers(doc, font, has);
  return doc.save();
}
