import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { ACCOUNT_CHOICES } from '../stores/OpenAccountStore';
import { APPLY_TOKENS } from '../tokens';
import { ChoiceField } from './journey/ChoiceField';
import { ErrorSummary } from './journey/ErrorSummary';
import './journey/Journey.css';

const FIELD = { name: 'account', label: 'Which account would you like?', kind: 'radio', options: ACCOUNT_CHOICES } as const;

/** /apply/open-a/account/selection: choose an everyday or savings account and open it; it is ready at once. */
export const AccountSelectionPage = observer(function AccountSelectionPage() {
  const store = useService(APPLY_TOKENS.OpenAccountStore);
  useEffect(() => store.reset(), [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.open();
  };
  const opened = store.decision?.outcome === 'approved' ? store.decision : null;
  return (
    <Wrapper narrow>
      <Tile className="journey">
        <p className="journey__caption">Open an account</p>
        <h1>{opened ? 'Your account is open' : 'Choose an account'}</h1>
        {opened ? (
          <div className="journey__decision">
            <Alert tone="success" title="Account opened">
              <p>Your new account number is <strong>{opened.accountNumber}</strong>. You can use it straight away.</p>
            </Alert>
            <p className="journey__next">
              <Link href="/online/dashboard">See it on your dashboard</Link>
              <Link href="/apply/open-a">Back to Open &amp; Apply</Link>
            </p>
          </div>
        ) : (
          <form className="journey__form" noValidate onSubmit={submit} aria-labelledby="account-choice-title">
            <span id="account-choice-title" className="visually-hidden">Choose an account</span>
            <ErrorSummary errors={store.error ? [{ field: FIELD.name, message: store.error }] : []} />
            <ChoiceField field={FIELD} value={store.choice} error={store.error ?? undefined}
              onChange={(value) => store.choose(value as 'everyday-account' | 'savings-account')} />
            {store.problem ? <Alert tone="error">{store.problem}</Alert> : null}
            <div className="journey__actions">
              <Button type="submit" variant="primary" size="responsive" busy={store.opening}>Open account</Button>
            </div>
          </form>
        )}
      </Tile>
    </Wrapper>
  );
});
