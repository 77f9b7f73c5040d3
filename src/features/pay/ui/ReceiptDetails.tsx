import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import { AccountNumber } from '../../../design-system/AccountNumber';
import type { Receipt } from '../core/domain/Receipt';

const STATUS: Record<Receipt['status'], string> = { paid: 'Paid', scheduled: 'Scheduled', cancelled: 'Cancelled', failed: 'Not paid', held: 'On hold for your protection' };

/** A receipt's facts as a description list: what the customer would read out to the payee. */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const rows: [string, ReactNode][] = [
    ['Status', STATUS[receipt.status]],
    ['Amount', formatMoney(receipt.amount)],
    ...(receipt.fee ? [['Cash advance fee', formatMoney(receipt.fee)] as [string, ReactNode]] : []),
    [receipt.status === 'scheduled' ? 'Payment date' : 'Date', formatCalendarDate(receipt.date, 'long')],
    ['From', <>{receipt.from.name} <AccountNumber value={receipt.from.accountNumber} /></>],
    ['To', receipt.to.name],
    ['To account', <AccountNumber value={receipt.to.accountNumber} />],
    ...(receipt.particulars ? [['Particulars', receipt.particulars] as [string, ReactNode]] : []),
    ...(receipt.code ? [['Code', receipt.code] as [string, ReactNode]] : []),
    ...(receipt.reference ? [['Reference', receipt.reference] as [string, ReactNode]] : []),
    ['Receipt number', receipt.id.slice(0, 8).toUpperCase()],
  ];
  return (
    <dl className="receipt-details">
      {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}
