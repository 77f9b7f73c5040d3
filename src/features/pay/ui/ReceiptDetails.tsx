import { RECEIPT_STATUS, receiptRows, type ReceiptRow } from '../../../../contract/rules/ReceiptRows';
import { AccountNumber } from '../../../design-system/AccountNumber';
import type { Receipt } from '../core/domain/Receipt';

/** A row's value on the page: an account number kept in one unbreakable piece after any text. */
function RowValue({ row }: { row: ReceiptRow }) {
  if (!row.accountNumber) return <>{row.text}</>;
  return <>{row.text ? `${row.text} ` : null}<AccountNumber value={row.accountNumber} /></>;
}

/**
 * A receipt's facts as a description list: what the customer would read out to the payee.
 * The rows are the shareable image's rows (contract/rules/ReceiptRows), with the status first.
 */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const rows: ReceiptRow[] = [
    { label: 'Status', text: RECEIPT_STATUS[receipt.status] },
    ...receiptRows({ ...receipt, amountCents: receipt.amount, feeCents: receipt.fee }),
  ];
  return (
    <dl className="receipt-details">
      {rows.map((row) => <div key={row.label}><dt>{row.label}</dt><dd><RowValue row={row} /></dd></div>)}
    </dl>
  );
}
