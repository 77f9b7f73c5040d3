import { formatMoney } from '../../../../contract/rules/Money';
import type { Transaction } from '../core/domain/Transaction';
import { formatLongDate } from './formatDate';

/** Transactions grouped under their Auckland date, newest first; money in green, money out in ink. */
export function TransactionList({ transactions, label }: { transactions: Transaction[]; label: string }) {
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
          <h3 className="transactions__date">{formatLongDate(day.date)}</h3>
          <ul className="transactions__items">
            {day.items.map((t) => (
              <li key={t.id} className="transaction">
                <span className="transaction__description">
                  {t.description}
                  {t.particulars || t.code || t.reference ? (
                    <span className="transaction__details">{[t.particulars, t.code, t.reference].filter(Boolean).join(' · ')}</span>
                  ) : null}
                </span>
                <span className={`transaction__amount${t.amount > 0 ? ' transaction__amount--in' : ''}`}>
                  {t.amount > 0 ? `+${formatMoney(t.amount)}` : formatMoney(t.amount)}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
