import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { formatMoney } from '../../../../contract/rules/Money';
import type { AccountGroup } from '../core/domain/AccountGroups';
import type { InsuranceSummary } from '../core/domain/Overview';
import { useFlagOn } from '../../session/ui';
import { AccountCard } from './AccountCard';

/** The accounts under their group headings (Everyday, Savings and investments, …), each with its total, then insurance. */
export const AccountGroups = observer(function AccountGroups({ groups, insurance }: { groups: AccountGroup[]; insurance: InsuranceSummary[] }) {
  // A card's Pay and Transfer open pages that exist only with ReactPayAndTransfer on.
  const canPayAndTransfer = useFlagOn('ReactPayAndTransfer');
  return (
    <section className="dashboard__accounts" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading" className="dashboard__section-title">Your accounts</h2>
      {groups.map((group) => (
        <section key={group.id} className="account-group" aria-labelledby={`group-${group.id}`}>
          <div className="account-group__header">
            <h3 id={`group-${group.id}`} className="account-group__title">{group.label}</h3>
            <span className="account-group__total"><span className="visually-hidden">Total </span>{formatMoney(group.totalCents)}</span>
          </div>
          <ul className="account-list">
            {group.accounts.map((account) => <AccountCard key={account.id} account={account} canPayAndTransfer={canPayAndTransfer} />)}
          </ul>
        </section>
      ))}
      {insurance.length > 0 ? (
        <section className="account-group" aria-labelledby="group-insurance">
          <div className="account-group__header"><h3 id="group-insurance" className="account-group__title">Insurance</h3></div>
          <ul className="account-list">
            {insurance.map((policy) => (
              <li key={policy.id} className="account-card account-card--insurance">
                <Link className="account-card__name" href={`/online/my-insurance/policies/${encodeURIComponent(policy.id)}`}>{policy.name}</Link>
                <span className="account-card__number">Cover</span>
                <span className="account-card__balance">{formatMoney(policy.cover)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
});
