import { formatMoney } from '../../../../contract/rules/Money';
import { Tile } from '../../../design-system/Tile';
import type { RepaymentResult } from '../stores/RepaymentCalculatorStore';
import { AmortisationChart } from './AmortisationChart';
import { YearTable } from './YearTable';

const PER: Record<RepaymentResult['input']['frequency'], string> = { weekly: 'a week', fortnightly: 'a fortnight', monthly: 'a month' };

/** The figures of a calculation: the repayment, the totals, the chart and the table by year. */
export function RepaymentResults({ result }: { result: RepaymentResult }) {
  const { input } = result;
  return (
    <>
      <Tile className="calculator__answer">
        <h2 className="calculator__answer-heading">Your repayments</h2>
        <p className="calculator__figure">
          <span data-testid="repayment">{formatMoney(result.repaymentCents)}</span> <span className="calculator__per">{PER[input.frequency]}</span>
        </p>
        <dl className="calculator__totals">
          <div><dt>Total interest</dt><dd>{formatMoney(result.totalInterestCents)}</dd></div>
          <div><dt>Total repaid</dt><dd>{formatMoney(result.totalRepaidCents)}</dd></div>
          {input.interestOnly ? <div><dt>Still owing at the end</dt><dd>{formatMoney(input.principalCents)}</dd></div> : null}
        </dl>
      </Tile>
      <Tile className="calculator__schedule">
        <h2>How your loan comes down</h2>
        <AmortisationChart principalCents={input.principalCents} schedule={result.schedule} />
        <YearTable schedule={result.schedule} />
      </Tile>
    </>
  );
}
