import { PDFDocument, type PDFFont } from 'pdf-lib';
import { addDays, aucklandDateOf, formatCalendarDate, formatCalendarMonth } from '../../contract/rules/AucklandDate';
import { formatMoney } from '../../contract/rules/Money';
import { BRAND } from '../../contract/rules/brand';
import {
  A4, MARGIN, MUTED, PANEL, RULE, embedLetterFonts, letterhead, text, type Pen,
} from '../platform/pdf/letterPdf';
import type { Statement } from './queries';

/** 'YYYY-MM' → 'October 2026'. */
export const monthTitle = formatCalendarMonth;

const COLUMNS = { date: MARGIN, description: MARGIN + 60, amount: A4.width - MARGIN - 110, balance: A4.width - MARGIN };
/** Room kept at the foot of every page for its page number and the bank's phone. */
const FOOTER = MARGIN + 30;
const LINE = 16;

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

/** The letterhead, naming the statement's period and when it was issued. */
function statementLetterhead(pen: Pen, statement: Statement, issuedAt: Date) {
  letterhead(pen, 'Account statement', [statementPeriod(statement.month), `Issued ${formatCalendarDate(aucklandDateOf(issuedAt.getTime()), 'long')}`]);
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
  const { font, bold, has } = await embedLetterFonts(doc);
  const newPage = (): Pen => ({ page: doc.addPage([A4.width, A4.height]), y: A4.height - MARGIN, font, bold, has });
  let pen = newPage();

  statementLetterhead(pen, statement, issuedAt);
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
