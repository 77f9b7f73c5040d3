import { formatWholeDollars } from '../../../../contract/rules/Money';
import type { AmortisationYear } from '../stores/RepaymentCalculatorStore';

/** Every year of the schedule: interest, principal and what is still owed, in whole dollars so it fits a phone. */
export function YearTable({ schedule }: { schedule: AmortisationYear[] }) {
  return (
    <div className="calculator__table-scroll" role="region" aria-label="Repayments by year" tabIndex={0}>
      <table className="calculator__table">
        <caption>Repayments by year</caption>
        <thead>
          <tr><th scope="col">Year</th><th scope="col">Interest</th><th scope="col">Principal</th><th scope="col">Balance owing</th></tr>
        </thead>
        <tbody>
          {schedule.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              <td>{formatWholeDollars(row.interestCents)}</td>
              <td>{formatWholeDollars(row.principalCents)}</td>
              <td>{formatWholeDollars(row.closingBalanceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
