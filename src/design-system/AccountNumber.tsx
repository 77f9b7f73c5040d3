import './AccountNumber.css';

/**
 * An account number as it is printed: never broken at a hyphen across two lines (a phone
 * would show "38-9123-1020001-" above "00"), in figures of one width.
 */
export function AccountNumber({ children }: { children: string }) {
  return <span className="ds-account-number">{children}</span>;
}
