import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { formatWholeDollars } from '../../../../contract/rules/Money';
import { Button } from '../../../design-system/Button';
import { Switch } from '../../../design-system/Switch';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { CALCULATOR_TOKENS } from '../tokens';
import { BorrowingFieldInput } from './BorrowingFieldInput';
import './CalculatorPage.css';

/** /borrowing/home-loans/borrowing-calculator: a rough idea of how much a household could borrow. */
const BorrowingCalculatorPage = observer(function BorrowingCalculatorPage() {
  usePageTitle('How much could I borrow?', { indexable: true });
  const store = useService(CALCULATOR_TOKENS.BorrowingCalculatorStore);
  const { result } = store;
  const submit = (event: FormEvent) => { event.preventDefault(); store.calculate(); };
  return (
    <Wrapper>
      <p className="calculator__eyebrow">Home loans</p>
      <h1>How much could I borrow?</h1>
      <p className="calculator__lead">Tell us about your income and outgoings for an estimate of what you could borrow for a home.</p>
      <div className="calculator">
        <Tile className="calculator__form-tile">
          <form onSubmit={submit} noValidate aria-label="Your finances">
            <fieldset className="calculator__group">
              <legend>Income</legend>
              <BorrowingFieldInput store={store} field="salaryCents" label="Your income before tax ($ a year)" />
              <BorrowingFieldInput store={store} field="rentalCents" label="Your rental income ($ a year)" />
              <Switch className="calculator__partner" label="I'm borrowing with a partner" checked={store.withPartner}
                onChange={(e) => store.setWithPartner(e.target.checked)} />
              {store.withPartner ? (
                <>
                  <BorrowingFieldInput store={store} field="partnerSalaryCents" label="Partner's income before tax ($ a year)" />
                  <BorrowingFieldInput store={store} field="partnerRentalCents" label="Partner's rental income ($ a year)" />
                </>
              ) : null}
            </fieldset>
            <fieldset className="calculator__group">
              <legend>Outgoings</legend>
              <BorrowingFieldInput store={store} field="expensesCents" label="Living expenses ($ a month)" hint="Food, power, transport, insurance and the like." />
              <BorrowingFieldInput store={store} field="dependants" label="Number of dependants" numeric />
              <BorrowingFieldInput store={store} field="cardLimitsCents" label="Total of your credit card limits ($)" hint="We count the limit, not what you owe." />
            </fieldset>
            <BorrowingFieldInput store={store} field="testRatePercent" label="Test interest rate (% a year)"
              hint="We test at a rate above today's rates, so you could still pay if rates rise." />
            <Button type="submit" variant="primary" className="calculator__submit">Calculate</Button>
          </form>
        </Tile>
        <div className="calculator__results" aria-live="polite">
          {result ? (
            <Tile className="calculator__answer">
              <h2 className="calculator__answer-heading">You could borrow up to</h2>
              <p className="calculator__figure" data-testid="borrowing">{formatWholeDollars(result.maxBorrowingCents)}</p>
              {/* At the most you could borrow, the repayment is all that is left after your costs: one figure, said once. */}
              <dl className="calculator__totals">
                <div><dt>Repayments at the test rate</dt><dd>{formatWholeDollars(result.monthlyRepaymentCents)} a month</dd></div>
              </dl>
              {result.maxBorrowingCents > 0 ? <p className="calculator__note">That is what is left of your income after your costs, so the estimate uses all of it.</p> : null}
              {result.maxBorrowingCents === 0 ? <p>Your outgoings use up your income, so we can't estimate a loan. Talk to us about your options.</p> : null}
            </Tile>
          ) : (
            <Tile className="calculator__placeholder">
              <p>Fill in your details and select <strong>Calculate</strong>.</p>
              <p>Already know the amount? Use the <Link href="/borrowing/home-loans/repayment-calculator">repayment calculator</Link>.</p>
            </Tile>
          )}
        </div>
      </div>
      <p className="calculator__disclaimer">
        An estimate only, over {store.termYears} years, not an offer of finance. We count your salary after tax, 75% of rental income,
        $400 a month for each dependant and 3.5% of your credit card limits each month.
      </p>
    </Wrapper>
  );
});

export default BorrowingCalculatorPage;
