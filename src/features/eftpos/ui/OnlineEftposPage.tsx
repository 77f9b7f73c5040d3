import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Switch } from '../../../design-system/Switch';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { EFTPOS_MESSAGES } from '../stores/EftposStore';
import { EFTPOS_TOKENS } from '../tokens';
import { DecisionDialog } from './DecisionDialog';
import { PaymentRequestList } from './PaymentRequestList';
import './OnlineEftposPage.css';

/** Settings › Online EFTPOS (/settings/online-eftpos and the /online-eftpos/* hand-off paths). */
const OnlineEftposPage = observer(function OnlineEftposPage() {
  usePageTitle('Online EFTPOS');
  const store = useService(EFTPOS_TOKENS.EftposStore);
  useEffect(() => { void store.load(); }, [store]);
  const overview = store.overview;
  return (
    <Wrapper>
      <p className="eftpos__eyebrow">Settings</p>
      <h1>Online EFTPOS</h1>
      <p className="eftpos__lead">Pay online shops straight from your account: the shop sends a payment request and you approve it here.</p>
      {store.done ? <Alert tone="success">{store.done}</Alert> : null}
      {store.error && !store.form ? <Alert tone="error">{store.error}</Alert> : null}
      {overview ? (
        <div className="eftpos">
          <Tile className="eftpos__switch" aria-labelledby="eftpos-setting-heading">
            <h2 id="eftpos-setting-heading">Your setting</h2>
            <Switch label="Online EFTPOS" checked={overview.enabled} disabled={store.switching}
              hint={overview.enabled ? 'Shops can send you payment requests.' : 'Shops cannot send you payment requests.'}
              onChange={(event) => void store.setEnabled(event.currentTarget.checked)} />
          </Tile>
          <PaymentRequestList store={store} />
        </div>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">{EFTPOS_MESSAGES.loadFailed}</Alert>
      ) : <Loader />}
      <DecisionDialog store={store} />
    </Wrapper>
  );
});

export default OnlineEftposPage;
