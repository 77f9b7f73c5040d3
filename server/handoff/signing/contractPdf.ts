import { PDFDocument } from 'pdf-lib';
import { formatAucklandDateTime } from '../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../contract/rules/Money';
import { BRAND } from '../../../contract/rules/brand';
import {
  A4, BRAND_GREEN, MARGIN, MUTED, PANEL, RULE, embedLetterFonts, letterhead, text, wrapped, type Pen,
} from '../../platform/pdf/letterPdf';
import { formatRate, type ContractTerms } from './contractTerms';

export interface ContractParties {
  applicationId: string;
  borrowerName: string;
  customerNumber: string;
  /** When the loan was approved: the contract's date, so the same contract is always the same bytes. */
  approvedAtMs: number;
  terms: ContractTerms;
}

/** What the signed copy adds: who signed, when, the hash of the contract they read, where the money went. */
export interface ContractSignature { signedName: string; signedAtMs: number; contractSha256: string; paidInto: string }

const LINE = 15;
const WIDTH = A4.width - 2 * MARGIN;

/** The clauses every personal loan contract of the sandbox carries, in plain words. */
const CLAUSES: ReadonlyArray<[string, string]> = [
  ['Paying the loan', `We pay the loan amount into the account you choose when you sign. You repay it in equal monthly repayments, the first one month after the loan is paid, from that account.`],
  ['Interest', 'Interest is charged daily on the unpaid balance at the fixed rate above, for the whole term, and added monthly.'],
  ['Paying early', 'You may repay the loan early, in part or in full, at any time. We may charge a prepayment fee no more than our reasonable loss, and we will tell you its amount first.'],
  ['Your right to cancel', 'You may cancel this contract within 5 working days of receiving it by telling us. You then repay the loan amount and the interest charged until it is repaid.'],
  ['Missed repayments', 'If a repayment is missed we will contact you. Call us early if you are in hardship: you can ask us to change the contract on the grounds of unforeseen hardship.'],
  ['Disputes', `If you have a complaint, call us on ${BRAND.phone}. If we cannot resolve it, you can contact the Banking Ombudsman Scheme, free of charge.`],
];

/**
 * A personal loan's contract as a PDF (pdf-lib, the statement's letterhead and fonts): the parties,
 * the key information (amount, rate, term, repayments, total interest, total to repay) and the
 * clauses; with `signature`, the signed copy, which adds the signature block (the typed name, the
 * Auckland time, the contract's SHA-256 and the account paid into). The unsigned contract is the
 * same bytes each time it is rendered, so its hash names exactly what the customer read.
 */
export async function renderContract(parties: ContractParties, signature?: ContractSignature): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const dated = new Date(parties.approvedAtMs);
  doc.setTitle(`${BRAND.product} personal loan contract for ${parties.borrowerName}`);
  doc.setAuthor(BRAND.product);
  doc.setSubject(`Personal loan contract, application ${parties.applicationId}${signature ? ', signed' : ''}`);
  doc.setProducer(BRAND.product);
  doc.setCreator(BRAND.product);
  doc.setCreationDate(signature ? new Date(signature.signedAtMs) : dated);
  doc.setModificationDate(signature ? new Date(signature.signedAtMs) : dated);
  const faces = await embedLetterFonts(doc);
  const pen: Pen = { page: doc.addPage([A4.width, A4.height]), y: A4.height - MARGIN, ...faces };

  partiesBlock(pen, parties, signature !== undefined);
  keyInformation(pen, parties);
  for (const [heading, body] of CLAUSES) paragraph(pen, heading, body);
  if (signature) signatureBlock(pen, signature);
  else paragraph(pen, 'Signing', 'Sign this contract online on the digital signature page by typing your full name and approving it with the code we text you. The loan is paid once it is signed.');
  return doc.save();
}

/** The letterhead, then who the contract is between. */
function partiesBlock(pen: Pen, parties: ContractParties, signed: boolean) {
  letterhead(pen, signed ? 'Personal loan contract (signed)' : 'Personal loan contract', [`Approved ${formatAucklandDateTime(parties.approvedAtMs)}`]);
  pen.y -= 26;
  text(pen, 'Between', MARGIN, { size: 8, colour: MUTED });
  pen.y -= 13;
  text(pen, `${BRAND.product} (the lender) and ${parties.borrowerName}, customer ${parties.customerNumber} (the borrower).`, MARGIN);
  pen.y -= 13;
  text(pen, `Application ${parties.applicationId}`, MARGIN, { size: 8, colour: MUTED });
  pen.y -= 26;
}

function keyInformation(pen: Pen, { terms }: ContractParties) {
  const rows: Array<[string, string]> = [
    ['Loan amount', formatMoney(terms.amountCents)],
    ['Annual interest rate', formatRate(terms.rateBps)],
    ['Term', `${terms.termMonths} months`],
    ['Repayments', `${terms.termMonths} monthly repayments of ${formatMoney(terms.repaymentCents)}`],
    ['Total interest', formatMoney(terms.totalInterestCents)],
    ['Total to repay', formatMoney(terms.totalRepaidCents)],
    ['Fees', 'None'],
  ];
  const height = rows.length * LINE + 30;
  pen.page.drawRectangle({ x: MARGIN, y: pen.y - height + 12, width: WIDTH, height, color: PANEL, borderColor: RULE, borderWidth: 0.75 });
  text(pen, 'Key information', MARGIN + 12, { bold: true, size: 11 });
  pen.y -= LINE + 4;
  for (const [label, value] of rows) {
    text(pen, label, MARGIN + 12, { colour: MUTED });
    text(pen, value, MARGIN + 180, { bold: true });
    pen.y -= LINE;
  }
  pen.y -= 22;
}

function paragraph(pen: Pen, heading: string, body: string) {
  text(pen, heading, MARGIN, { bold: true, size: 10.5 });
  pen.y -= LINE;
  for (const line of wrapped(pen, body, WIDTH, 9.5)) {
    text(pen, line, MARGIN, { size: 9.5 });
    pen.y -= 13;
  }
  pen.y -= 8;
}

function signatureBlock(pen: Pen, signature: ContractSignature) {
  const height = 92;
  pen.page.drawRectangle({ x: MARGIN, y: pen.y - height + 12, width: WIDTH, height, borderColor: BRAND_GREEN, borderWidth: 1 });
  text(pen, 'Signed electronically', MARGIN + 12, { bold: true, size: 11, colour: BRAND_GREEN });
  pen.y -= LINE + 2;
  const rows: Array<[string, string]> = [
    ['Signed by', signature.signedName],
    ['Signed at', `${formatAucklandDateTime(signature.signedAtMs)} (New Zealand time)`],
    ['Loan paid into', signature.paidInto],
  ];
  for (const [label, value] of rows) {
    text(pen, label, MARGIN + 12, { colour: MUTED, size: 9 });
    text(pen, value, MARGIN + 110, { bold: true, size: 9 });
    pen.y -= 13;
  }
  text(pen, 'Contract SHA-256', MARGIN + 12, { colour: MUTED, size: 9 });
  text(pen, signature.contractSha256, MARGIN + 110, { size: 7.5 });
  pen.y -= 24;
}
