import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { Loader } from '../../../design-system/Loader';
import { TextInput } from '../../../design-system/TextInput';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { PIR_RATES } from '../core/domain/TaxDetails';
import { TAX_MESSAGES, type TaxStore } from '../stores/TaxStore';
import { TAX_TOKENS } from '../tokens';
import { ResidencyRows } from './ResidencyRows';
import './TaxPage.css';

/** Inland Revenue's page on choosing a prescribed investor rate. */
const PIR_GUIDE = 'https://www.ird.govt.nz/roles/portfolio-investment-entities/using-prescribed-investor-rates';

const RateChoice = observer(function RateChoice({ store }: { store: TaxStore }) {
  return (
    <fieldset className="tax__rates">
      <legend>Prescribed investor rate (PIR)</legend>
      <p className="tax__hint">
        The rate we tax your PIE and KiwiSaver earnings at.{' '}
        <a href={PIR_GUIDE} target="_blank" rel="noopener noreferrer">Inland Revenue&apos;s PIR guide<span className="visually-hidden"> (opens in a new tab)</span></a>{' '}
        tells you which is yours.
      </p>
      {PIR_RATES.map((rate) => (
        <label key={rate} className="tax__rate">
          <input type="radio" name="pir" value={rate} checked={store.form?.prescribedInvestorRate === rate} onChange={() => store.setRate(rate)} />
          {rate}%
        </label>
      ))}
    </fieldset>
  );
});

/** Settings › Tax details (/tax). */
const TaxPage = observer(function TaxPage() {
  usePageTitle('Tax details');
  const store = useService(TAX_TOKENS.TaxStore);
  useEffect(() => { void store.load(); }, [store]);
  const submit = (event: FormEvent) => { event.preventDefault(); void store.save(); };
  const errors = store.fieldErrors;
  return (
    <Wrapper narrow>
      <p className="tax__eyebrow">Settings</p>
      <h1>Tax details</h1>
      <p className="tax__lead">We need these to tax your interest and investment earnings at the right rate.</p>
      {store.form ? (
        <Tile>
          <form noValidate onSubmit={submit} aria-label="Tax details">
            {store.saved ? <Alert tone="success">{TAX_MESSAGES.saved}</Alert> : null}
            {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
            <FormField label="IRD number" optional hint="8 or 9 digits, for example 35-901-981" error={Boolean(errors.irdNumber)} errorMessage={errors.irdNumber}>
              {(control) => <TextInput {...control} inputMode="numeric" autoComplete="off" value={store.form!.irdNumber} onChange={(e) => store.setIrdNumber(e.currentTarget.value)} />}
            </FormField>
            <RateChoice store={store} />
            <ResidencyRows store={store} errors={errors} />
            <div className="tax__actions"><Button type="submit" variant="primary" busy={store.saving}>Save tax details</Button></div>
          </form>
        </Tile>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">{TAX_MESSAGES.loadFailed}</Alert>
      ) : <Loader />}
    </Wrapper>
  );
});

export default TaxPage;
