import {
  RECEIPT_STATUS, receiptNumber, receiptRows, receiptTitle, rowText, type ReceiptFacts,
} from '../../../contract/rules/ReceiptRows';

/** A paid one-off payment with every optional field empty (a fixed date: the rule formats, it never reads a clock). */
const PAID: ReceiptFacts = {
  id: 'ab12cd34-0000-4000-8000-000000000000', status: 'paid', date: '2026-12-01',
  from: { name: 'Everyday', accountNumber: '38-9123-1020001-00' }, to: { name: 'Hemi Walker', accountNumber: '03-0104-0731553-000' },
  amountCents: 4321, particulars: '', code: '', reference: '',
};

const labels = (facts: ReceiptFacts) => receiptRows(facts).map((row) => row.label);

describe('ReceiptRows: one list of a receipt\'s rows for the page and the image', () => {
  it('lists the facts in order, each as the customer reads it', () => {
    expect(receiptRows(PAID).map((row) => [row.label, rowText(row)])).toEqual([
      ['Amount', '$43.21'],
      ['Date', '1 December 2026'],
      ['From', 'Everyday 38-9123-1020001-00'],
      ['To', 'Hemi Walker'],
      ['To account', '03-0104-0731553-000'],
      ['Receipt number', 'AB12CD34'],
    ]);
  });

  it('keeps account numbers apart from the text, so a page can keep them whole', () => {
    const [from, toAccount] = receiptRows(PAID).filter((row) => row.accountNumber);
    expect(from).toEqual({ label: 'From', text: 'Everyday', accountNumber: '38-9123-1020001-00' });
    expect(toAccount).toEqual({ label: 'To account', text: '', accountNumber: '03-0104-0731553-000' });
  });

  it('adds particulars, code and reference only when they are set, in that order before the number', () => {
    const rows = receiptRows({ ...PAID, particulars: 'Rent', code: 'Flat 2', reference: 'Koha' });
    expect(rows.slice(-4).map((row) => [row.label, row.text])).toEqual([
      ['Particulars', 'Rent'], ['Code', 'Flat 2'], ['Reference', 'Koha'], ['Receipt number', 'AB12CD34'],
    ]);
    expect(labels({ ...PAID, reference: 'Koha' })).not.toContain('Particulars');
  });

  it('shows a cash advance fee right after the amount, and none when it is 0 or absent', () => {
    expect(labels({ ...PAID, feeCents: 250 }).slice(0, 2)).toEqual(['Amount', 'Cash advance fee']);
    expect(receiptRows({ ...PAID, feeCents: 250 })[1]?.text).toBe('$2.50');
    expect(labels({ ...PAID, feeCents: 0 })).not.toContain('Cash advance fee');
    expect(labels(PAID)).not.toContain('Cash advance fee');
  });

  it('calls a scheduled payment\'s date its payment date', () => {
    expect(labels({ ...PAID, status: 'scheduled' })).toContain('Payment date');
    expect(labels({ ...PAID, status: 'scheduled' })).not.toContain('Date');
  });

  it('names statuses, titles and numbers in the customer\'s words', () => {
    expect(RECEIPT_STATUS).toEqual({
      paid: 'Paid', scheduled: 'Scheduled', cancelled: 'Cancelled', failed: 'Not paid', held: 'On hold for your protection',
    });
    expect([receiptTitle('payment'), receiptTitle('transfer')]).toEqual(['Payment receipt', 'Transfer receipt']);
    expect(receiptNumber('0f9e8d7c-1111')).toBe('0F9E8D7C');
  });

  it('leaves the status out of the rows: the page and the image each place it', () => {
    expect(labels(PAID)).not.toContain('Status');
  });
});
