import { Link } from 'wouter';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import type { Transaction } from '../core/domain/Transaction';
import './TransactionList.css';

export const transactionPath = (accountId: string, transactionId: string) =>
  `/online/accounts/${encodeURIComponent(accountId)}/transactions/${encodeURIComponent(transactionId)}`;

const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

/**
 * Transactions grouped under their Auckland date, newest first; each opens its details. Money in
 * is green and signed +; a posted one shows the balance it left (the running balance).
 */
export function TransactionList({ accountId, transactions, label }: { accountId: string; transactions: Transaction[]; label: string }) {
  const days: { date: string; items: Transaction[] }[] = [];
  for (const t of transactions) {
    const day = days[days.length - 1];
    if (day?.date === t.date) day.items.push(t);
    else days.push({ date: t.date, items: [t] });
  }
  return (
    <ol className="transactions" aria-label={label}>
      {days.map((day) => (
        <li key={day.date} className="transactions__day">
          <h4 className="transactions__date">{formatCalendarDate(day.date, 'weekday')}</h4>
          <ul className="transactions__items">
            {day.items.map((t) => (
              <li key={t.id}>
                <Link href={transactionPath(accountId, t.id)} className="transaction">
                  <span className="transaction__description">
                    <span className="transaction__name">{t.description}</span>
                    {t.particulars || t.code || t.reference ? (
                      <span className="transaction__details">{[t.particulars, t.code, t.reference].filter(Boolean).join(' · ')}</span>
                    ) : null}
                  </span>
                  <span className="transaction__figures">
                    <span className={`transaction__amount${t.amount > 0 ? ' transaction__amount--in' : ''}`}>{signed(t.amount)}</span>
                    {t.balanceAfter !== null ? <span className="transaction__balance">Balance {formatMoney(t.balanceAfter)}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
