import './AccountNumber.css';

/**
 * An NZ bank account number as one unbreakable piece: '38-9123-1020001-00' never wraps at a
 * hyphen on a narrow screen (a browser may break after any hyphen), and its digits line up.
 */
export function AccountNumber({ value, className }: { value: string; className?: string }) {
  return <span className={['ds-account-number', className].filter(Boolean).join(' ')}>{value}</span>;
}
