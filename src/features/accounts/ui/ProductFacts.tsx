import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { Link } from 'wouter';
import { formatMoney } from '../../../../contract/rules/Money';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { formatRate, maskedCardNumber, type CreditCardFacts, type LoanFacts, type TermDepositFacts } from '../core/domain/AccountFacts';
import type { AccountDetails } from '../core/domain/AccountDetails';
import { frequencyWords, maturityWords } from './factWords';

/** Where a KiwiSaver member sees their fund, contributions and withdrawals. */
const KIWISAVER_PAGE = '/online/kiwisaver';

type Row = [term: string, value: ReactNode];

function FactList({ title, rows, children }: { title: string; rows: Row[]; children?: ReactNode }) {
  return (
    <section className="product-facts" aria-labelledby="product-facts-title">
      <h2 id="product-facts-title" className="product-facts__title">{title}</h2>
      <dl className="product-facts__list">
        {rows.map(([term, value]) => <div key={term}><dt>{term}</dt><dd>{value}</dd></div>)}
      </dl>
      {children}
    </section>
  );
}

const cardRows = (facts: CreditCardFacts): Row[] => [
  ...(facts.cardLast4 ? [['Card number', maskedCardNumber(facts.cardLast4)] as Row] : []),
  ['Credit limit', formatMoney(facts.creditLimit)],
  ...(facts.statement ? [
    ['Statement balance', `${formatMoney(Math.abs(facts.statement.closingBalance))}${facts.statement.closingBalance > 0 ? ' in credit' : ''}`],
    ['Statement date', formatCalendarDate(facts.statement.date, 'weekday')],
    ['Payment due', formatCalendarDate(facts.statement.dueDate, 'weekday')],
    ['Minimum payment', formatMoney(facts.statement.minimumPayment)],
  ] as Row[] : []),
];

const termDepositRows = (facts: TermDepositFacts): Row[] => [
  ['Interest rate', formatRate(facts.interestRate)],
  ['Term', `${facts.termMonths} month${facts.termMonths === 1 ? '' : 's'}`],
  ['Started', formatCalendarDate(facts.startDate, 'weekday')],
  ['Maturity date', formatCalendarDate(facts.maturityDate, 'weekday')],
  ['Interest at maturity (before tax)', formatMoney(facts.interestAtMaturity)],
  ['At maturity', maturityWords(facts)],
];

const loanRows = (facts: LoanFacts): Row[] => [
  ['Interest rate', `${formatRate(facts.interestRate)}, ${facts.rateType === 'fixed' && facts.fixedUntil ? `fixed until ${formatCalendarDate(facts.fixedUntil, 'weekday')}` : 'floating'}`],
  ['Next repayment', `${formatMoney(facts.repayment)} on ${formatCalendarDate(facts.nextRepaymentDate, 'weekday')}`],
  ['Repayments', `${frequencyWords(facts.repaymentFrequency)}, ${formatMoney(facts.repayment)}`],
];

/** The product's own facts beside its transactions: a card's statement, a term deposit's maturity, a loan's repayments, KiwiSaver's rules. */
export function ProductFacts({ account }: { account: AccountDetails }) {
  const { facts } = account;
  if (account.product === 'kiwisaver') {
    return (
      <FactList title="About your KiwiSaver" rows={[['Balance', formatMoney(account.balance)]]}>
        <p className="product-facts__note">KiwiSaver savings are locked in until you turn 65 or buy your first home, so none of this balance is available to spend.</p>
        <p><Link href={KIWISAVER_PAGE} className="product-facts__link">Go to your KiwiSaver</Link></p>
      </FactList>
    );
  }
  if (!facts) return null;
  if (facts.kind === 'credit-card') return <FactList title="Card details" rows={cardRows(facts)} />;
  if (facts.kind === 'loan') return <FactList title="Loan details" rows={loanRows(facts)} />;
  return (
    <FactList title="Term deposit details" rows={[...termDepositRows(facts),
      ...(facts.payToAccountNumber ? [['Pay to account', <AccountNumber key="to" value={facts.payToAccountNumber} />] as Row] : [])]}>
      <p className="product-facts__note">The money is held until the maturity date, so none of it is available to spend.</p>
    </FactList>
  );
}
