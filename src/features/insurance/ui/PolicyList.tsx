import { Link } from 'wouter';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { PER_FREQUENCY } from '../stores/frequencyWords';
import { formatMoney } from '../../../../contract/rules/Money';
import type { InsuranceOverview } from '../stores/InsuranceStore';

type Policies = Extract<InsuranceOverview, { kind: 'policies' }>['policies'];

/** The customer's policies as tiles, each opening its policy page. */
export function PolicyList({ policies }: { policies: Policies }) {
  return (
    <ul className="insurance__policies">
      {policies.map((policy) => (
        <li key={policy.id} className="ds-tile insurance__policy">
          <h2 className="insurance__policy-name">
            <Link href={`/online/my-insurance/policies/${encodeURIComponent(policy.id)}`}>{policy.name}</Link>
          </h2>
          <p className="insurance__muted">Policy {policy.policyNumber}</p>
          <dl className="insurance__facts">
            <div><dt>Cover</dt><dd>{formatMoney(policy.coverCents)}</dd></div>
            <div><dt>Premium</dt><dd>{formatMoney(policy.premiumCents)} {PER_FREQUENCY[policy.premiumFrequency]}</dd></div>
            <div><dt>Next payment</dt><dd>{formatCalendarDate(policy.nextDueDate)}</dd></div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
