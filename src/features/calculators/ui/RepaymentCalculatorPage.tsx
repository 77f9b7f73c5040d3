import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../../contract/rules/Money';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { Switch } from '../../../design-system/Switch';
import { TextInput } from '../../../design-system/TextInput';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import type { RepaymentFrequency } from '../stores/RepaymentCalculatorStore';
import { CALCULATOR_TOKENS } from '../tokens';
import { RepaymentResults } from './RepaymentResults';
import './CalculatorPage.css';

const FREQUENCIES: { value: RepaymentFrequency; label: string }[] = [
  { value: 'weekly', label: 'Weekly' }, { value: 'fortnightly', label: 'Fortnightly' }, { value: 'monthly', label: 'Monthly' },
];

/** /borrowing/home-loans/repayment-calculator: anyone can work out a home loan's repayments. */
const RepaymentCalculatorPage = observer(function RepaymentCalculatorPage() {
  usePageTitle('Home loan repayment calculator', { indexable: true });
  const store = useService(CALCULATOR_TOKENS.RepaymentCalculatorStore);
  const { errors, result } = store;
  const submit = (event: FormEvent) => { event.preventDefault(); store.calculate(); };
  return (
    <Wrapper>
      <p className="calculator__eyebrow">Home loans</p>
      <h1>Repayment calculator</h1>
      <p className="calculator__lead">See what your home loan repayments could be, and how the balance comes down over the years.</p>
      <div className="calculator">
        <Tile className="calculator__form-tile">
          <form onSubmit={submit} noValidate aria-label="Your loan">
            <FormField label="Loan amount ($)" error={Boolean(errors.principalCents)} errorMessage={errors.principalCents}>
              {(control) => <TextInput {...control} inputMode="decimal" autoComplete="off" value={store.amount} onChange={(e) => store.setAmount(e.target.value)} />}
            </FormField>
            <FormField label="Interest rate (% a year)" error={Boolean(errors.annualRatePercent)} errorMessage={errors.annualRatePercent}>
              {(control) => <TextInput {...control} inputMode="decimal" autoComplete="off" value={store.rate} onChange={(e) => store.setRate(e.target.value)} />}
            </FormField>
            <FormField label="Loan term (years)" error={Boolean(errors.years)} errorMessage={errors.years}>
              {(control) => <TextInput {...control} inputMode="numeric" autoComplete="off" value={store.term} onChange={(e) => store.setTerm(e.target.value)} />}
            </FormField>
            <fieldset className="calculator__choice">
              <legend>Repayment frequency</legend>
              {FREQUENCIES.map(({ value, label }) => (
                <label key={value} className="calculator__radio">
                  <input type="radio" name="frequency" value={value} checked={store.frequency === value} onChange={() => store.setFrequency(value)} />
                  {label}
                </label>
              ))}
            </fieldset>
            <Switch label="Interest only" hint="Pay just the interest; the loan amount stays owing." checked={store.interestOnly}
              onChange={(e) => store.setInterestOnly(e.target.checked)} />
            <Button type="submit" variant="primary" className="calculator__submit">Calculate</Button>
          </form>
        </Tile>
        <div className="calculator__results" aria-live="polite">
          {result ? <RepaymentResults result={result} /> : (
            <Tile className="calculator__placeholder">
              <p>Enter your loan details and select <strong>Calculate</strong> to see your repayments.</p>
              <p>Want to know your budget first? Try <Link href="/borrowing/home-loans/borrowing-calculator">how much you could borrow</Link>.</p>
            </Tile>
          )}
        </div>
      </div>
      <p className="calculator__disclaimer">
        This calculator is a guide only and is not an offer of finance. Repayments are rounded to the cent and the yearly table to the dollar; your actual repayments
        depend on your loan's terms. Sample: {formatMoney(20_000_000)} at 6.5% over 30 years is {formatMoney(126_414)} a month.
      </p>
    </Wrapper>
  );
});

export default RepaymentCalculatorPage;
