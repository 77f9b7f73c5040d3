import { observer } from 'mobx-react-lite';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Tile } from '../../../design-system/Tile';
import type { KiwiSaverMembership } from '../core/domain/KiwiSaverLanding';
import type { KiwiSaverChangesStore } from '../stores/KiwiSaverChangesStore';

/** Choose a fund by its risk; a switch waits for the next business day's unit prices, one at a time. */
export const FundSwitch = observer(function FundSwitch({ member, changes }: { member: KiwiSaverMembership; changes: KiwiSaverChangesStore }) {
  const pending = member.pendingSwitch;
  return (
    <Tile className="kiwisaver__change">
      <h2>Your fund</h2>
      {pending ? (
        <Alert tone="info" title="Fund switch on its way">
          {`We'll move your savings from the ${member.fund} to the ${pending.toFund} on ${formatCalendarDate(pending.effectiveDate, 'weekday')}, at that day's unit prices.`}
        </Alert>
      ) : null}
      <form noValidate aria-label="Switch fund" onSubmit={(event) => { event.preventDefault(); void changes.switchFund(); }}>
        <fieldset className="kiwisaver__funds" aria-describedby={changes.fundProblem ? 'kiwisaver-fund-problem' : undefined}>
          <legend>Choose a fund. A higher risk indicator means bigger ups and downs, and higher expected returns.</legend>
          {member.funds.map((fund) => (
            <label key={fund.name} className="kiwisaver__fund">
              <input type="radio" name="kiwisaver-fund" value={fund.name} disabled={pending !== null}
                checked={(changes.fundChoice || member.fund) === fund.name} onChange={() => changes.chooseFund(fund.name)} />
              <span>
                <strong>{fund.name}</strong>{fund.name === member.fund ? ' (your fund now)' : ''}
                <span className="kiwisaver__risk">{`Risk indicator ${fund.riskIndicator} of 7`}</span>
                <span className="kiwisaver__fund-text">{fund.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {changes.fundProblem ? <p id="kiwisaver-fund-problem" className="kiwisaver__problem" role="alert">{changes.fundProblem}</p> : null}
        {pending ? null : <Button variant="primary" type="submit" busy={changes.fundBusy}>Switch fund</Button>}
      </form>
    </Tile>
  );
});
