import { useId } from 'react';
import { Link } from 'wouter';
import { hasAvailableBalance } from '../../../../contract/rules/AccountAvailability';
import { formatMoney } from '../../../../contract/rules/Money';
import { accountPagePath } from '../../accounts';
import type { Account } from '../core/domain/Account';
import { isTransactional } from '../core/domain/AccountGroups';

/** Where a card leads: KiwiSaver has its own page; every other account its account page. */
export const accountHref = (account: Account) => (account.product === 'kiwisaver' ? '/online/kiwisaver' : accountPagePath(account.id));

/**
 * One account as a card the customer can tap anywhere on: the name is the link, stretched over
 * the card; Pay and Transfer sit above it on accounts money moves from. Cards and loans show
 * what they owe as a positive "owing" figure, with a card's available credit beneath.
 * `canPayAndTransfer`: those pages are open to the customer (their flag is on); without it the card has neither.
 */
export function AccountCard({ account, canPayAndTransfer }: { account: Account; canPayAndTransfer: boolean }) {
  const nameId = useId();
  const owed = account.balance < 0 && ['credit-card', 'personal-loan', 'home-loan'].includes(account.product);
  return (
    <li className="account-card">
      <Link id={nameId} className="account-card__name" href={accountHref(account)}>{account.name}</Link>
      <span className="account-card__number">{account.accountNumber}</span>
      <span className="account-card__balance">
        <span className="visually-hidden">{owed ? 'Owing ' : 'Balance '}</span>
        {formatMoney(owed ? -account.balance : account.balance)}
        {owed ? <span className="account-card__suffix" aria-hidden="true"> owing</span> : null}
      </span>
      {/* Only money that can be spent has an available figure (not a term deposit, KiwiSaver or a loan). */}
      {hasAvailableBalance(account.product) && account.available !== account.balance ? (
        <span className="account-card__available">{formatMoney(account.available)} available</span>
      ) : null}
      {canPayAndTransfer && isTransactional(account) ? (
        <span className="account-card__actions">
          <Link className="account-card__action" href={`/online/pay?from=${encodeURIComponent(account.id)}`} aria-describedby={nameId}>Pay</Link>
          <Link className="account-card__action" href={`/online/transfer?from=${encodeURIComponent(account.id)}`} aria-describedby={nameId}>Transfer</Link>
        </span>
      ) : null}
    </li>
  );
}
