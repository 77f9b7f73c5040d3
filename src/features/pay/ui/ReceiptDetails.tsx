import { formatMoney } from '../../../../contract/rules/Money';
import type { Receipt } from '../core/domain/Receipt';
import { formatPaymentDate } from './formatPaymentDate';

const STATUS: Record<Receipt['status'], string> = { paid: 'Paid', scheduled: 'Scheduled', cancelled: 'Cancelled', failed: 'Not paid' };

/** A receipt's facts as a description list: what the customer would read out to the payee. */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const rows: [string, string][] = [
    ['Status', STATUS[receipt.status]],
    ['Amount', formatMoney(receipt.amount)],
    ...(receipt.fee ? [['Cash advance fee', formatMoney(receipt.fee)] as [string, string]] : []),
    [receipt.status === 'scheduled' ? 'Payment date' : 'Date', formatPaymentDate(receipt.date)],
    ['From', `${receipt.from.name} ${receipt.from.accountNumber}`],
    ['To', receipt.to.name],
    ['To account', receipt.to.accountNumber],
    ...(receipt.particulars ? [['Particulars', receipt.particulars] as [string, string]] : []),
    ...(receipt.code ? [['Code', receipt.code] as [string, string]] : []),
    ...(receipt.reference ? [['Reference', receipt.reference] as [string, string]] : []),
    ['Receipt number', receipt.id.slice(0, 8).toUpperCase()],
  ];
  return (
    <dl className="receipt-details">
      {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}
