import { formatMoney, type Cents } from '../../../../contract/rules/Money';

/** The total of every balance: what the customer has, less what they owe. Read as one sentence. */
export function NetPosition({ cents }: { cents: Cents }) {
  return (
    <p className="net-position">
      <span className="net-position__label">Net position</span>{' '}
      <strong className="net-position__value">{formatMoney(cents)}</strong>{' '}
      <span className="net-position__note">What you have, less what you owe</span>
    </p>
  );
}
