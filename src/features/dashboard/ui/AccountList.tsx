import { Link } from 'wouter';
import { accountPagePath } from '../../accounts';
import type { Account } from '../core/domain/Account';
import { hasAvailableBalance } from '../../../../contract/rules/AccountAvailability';
import { formatMoney } from '../../../../contract/rules/Money';

/** The customer's accounts as cards: name (a link to the account's page), number and balance (available where it differs). */
export function AccountList({ accounts }: { accounts: Account[] }) {
  return (
    <section aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Your accounts</h2>
      <ul className="account-list">
        {accounts.map((account) => (
          <li key={account.id} className="account-card">
            <Link className="account-card__name" href={accountPagePath(account.id)}>{account.name}</Link>
            <div className="account-card__number">{account.accountNumber}</div>
            <div className="account-card__balance">
              <span className="visually-hidden">Balance </span>{formatMoney(account.balance)}
            </div>
            {hasAvailableBalance(account.product) && account.available !== account.balance ? (
              <div className="account-card__available">{formatMoney(account.available)} available</div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
