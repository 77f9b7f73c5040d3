import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { ALERT_MESSAGES } from '../stores/AlertSettingsStore';
import { ALERTS_TOKENS } from '../tokens';
import { AlertCard } from './AlertCard';
import './AlertsPage.css';

/** Settings › Alerts (/alerts): what the bank tells the customer about, and how. */
const AlertsPage = observer(function AlertsPage() {
  const store = useService(ALERTS_TOKENS.AlertSettingsStore);
  useEffect(() => { void store.load(); }, [store]);
  const submit = (event: FormEvent) => { event.preventDefault(); void store.save(); };
  return (
    <Wrapper narrow>
      <p className="alerts__eyebrow">Settings</p>
      <h1>Alerts</h1>
      <p className="alerts__lead">Choose what we tell you about straight away, and how. Alerts are free.</p>
      {store.outcome === 'saved' ? <Alert tone="success">{ALERT_MESSAGES.saved}</Alert> : null}
      {store.outcome === 'failed' ? <Alert tone="error">{ALERT_MESSAGES.saveFailed}</Alert> : null}
      {store.alerts ? (
        <form onSubmit={submit} noValidate aria-label="Alerts">
          <ul className="alerts__list">
            {store.alerts.map((alert) => <AlertCard key={alert.kind} alert={alert} store={store} />)}
          </ul>
          <Button type="submit" variant="primary" busy={store.saving}>Save alerts</Button>
        </form>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">{ALERT_MESSAGES.loadFailed}</Alert>
      ) : <Loader />}
    </Wrapper>
  );
});

export default AlertsPage;
