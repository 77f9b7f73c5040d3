import { formatMoney } from '../../../../contract/rules/Money';
import { hasAvailableBalance, isOwedBalance } from '../../../../contract/rules/AccountAvailability';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { displayName, type AccountDetails } from '../core/domain/AccountDetails';
import { keyFactLine } from './factWords';

/** The balance as the product reads it: what is owed on a card or loan, what is held elsewhere. */
function balanceOf(account: AccountDetails): [label: string, amount: string] {
  if (isOwedBalance(account.product) && account.balance <= 0) return ['Amount owing', formatMoney(-account.balance)];
  if (isOwedBalance(account.product)) return ['In credit', formatMoney(account.balance)];
  return ['Balance', formatMoney(account.balance)];
}

/**
 * The top of an account page, kept short so the transactions start high on a phone: the name,
 * the number, the balance, what is available (never for money that is locked or owed), and the
 * product's most pressing fact.
 */
export function AccountSummary({ account, today }: { account: AccountDetails; today: string }) {
  const [label, amount] = balanceOf(account);
  const keyFact = account.facts ? keyFactLine(account.facts, today) : null;
  return (
    <header className="account-summary">
      <h1 className="account-summary__name">{displayName(account)}</h1>
      <p className="account-summary__number"><AccountNumber value={account.accountNumber} /></p>
      <dl className="account-summary__balances">
        <div><dt>{label}</dt><dd>{amount}</dd></div>
        {hasAvailableBalance(account.product) ? (
          <div><dt>{account.product === 'credit-card' ? 'Available credit' : 'Available'}</dt><dd>{formatMoney(account.available)}</dd></div>
        ) : null}
      </dl>
      {keyFact ? <p className="account-summary__key-fact">{keyFact}</p> : null}
    </header>
  );
}
