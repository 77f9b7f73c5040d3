import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { PERSONALISE_MESSAGES } from '../stores/PersonaliseStore';
import { PERSONALISE_TOKENS } from '../tokens';
import { AccountRow } from './AccountRow';
import './PersonalisePage.css';

/** Settings › Personalise (/personalise): a nickname for each account, and their order. */
const PersonalisePage = observer(function PersonalisePage() {
  usePageTitle('Personalise');
  const store = useService(PERSONALISE_TOKENS.PersonaliseStore);
  useEffect(() => { void store.load(); }, [store]);
  const submit = (event: FormEvent) => { event.preventDefault(); void store.save(); };
  return (
    <Wrapper>
      <p className="personalise__eyebrow">Settings</p>
      <h1>Personalise</h1>
      <p className="personalise__lead personalise">Give your accounts names that mean something to you, and put them in the order you want. We use them everywhere your accounts are listed.</p>
      {store.accounts ? (
        <div className="personalise"><Tile>
          <form noValidate onSubmit={submit} aria-label="Account names and order">
            {store.saved ? <Alert tone="success">{PERSONALISE_MESSAGES.saved}</Alert> : null}
            {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
            <ol className="personalise__list">
              {store.accounts.map((account, i) => (
                <AccountRow key={account.id} store={store} account={account} first={i === 0} last={i === store.accounts!.length - 1} />
              ))}
            </ol>
            <p className="visually-hidden" aria-live="polite">{store.announcement}</p>
            <Button type="submit" variant="primary" busy={store.saving}>Save changes</Button>
          </form>
        </Tile></div>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">{PERSONALISE_MESSAGES.loadFailed}</Alert>
      ) : <Loader />}
    </Wrapper>
  );
});

export default PersonalisePage;
