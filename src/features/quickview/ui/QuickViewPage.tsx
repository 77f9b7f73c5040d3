import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Switch } from '../../../design-system/Switch';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { QUICK_VIEW_MESSAGES } from '../stores/QuickViewStore';
import { QUICK_VIEW_TOKENS } from '../tokens';
import './QuickViewPage.css';

/** Settings › Quick view (/quickview): the balances the mobile app may show before login. */
const QuickViewPage = observer(function QuickViewPage() {
  usePageTitle('Quick view');
  const store = useService(QUICK_VIEW_TOKENS.QuickViewStore);
  useEffect(() => { void store.load(); }, [store]);
  return (
    <Wrapper narrow>
      <p className="quickview__eyebrow">Settings</p>
      <h1>Quick view</h1>
      <p className="quickview__lead">Choose the accounts whose balances the Kōwhai app may show before you log in. Anyone holding your phone could see them.</p>
      {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
      {store.accounts ? (
        <Tile>
          <ul className="quickview__list">
            {store.accounts.map((account) => (
              <li key={account.id}>
                <Switch label={`Show ${account.name}`} hint={account.accountNumber} checked={account.shown} disabled={store.saving}
                  onChange={(event) => void store.setShown(account.id, event.currentTarget.checked)} />
              </li>
            ))}
          </ul>
        </Tile>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">{QUICK_VIEW_MESSAGES.loadFailed}</Alert>
      ) : <Loader />}
    </Wrapper>
  );
});

export default QuickViewPage;
