import { observer } from 'mobx-react-lite';
import { FormField } from '../../../design-system/FormField';
import { Switch } from '../../../design-system/Switch';
import { TextInput } from '../../../design-system/TextInput';
import { Tile } from '../../../design-system/Tile';
import { needsThreshold, type AlertChannel } from '../../../../contract/rules/AlertThreshold';
import type { AlertPreference } from '../core/domain/AlertPreference';
import type { AlertSettingsStore } from '../stores/AlertSettingsStore';

const COPY = {
  'low-balance': { title: 'Low balance', text: 'When an account you can pay from falls below an amount.', amount: 'Alert me below' },
  'large-payment': { title: 'Large payment', text: 'When a payment or transfer of at least an amount leaves your accounts.', amount: 'Alert me from' },
  'new-login': { title: 'New login', text: 'When someone logs in to your internet banking on a new device.', amount: '' },
} as const;

const CHANNELS: Array<[AlertChannel, string]> = [['email', 'Email'], ['sms', 'Text message (SMS)']];

/** One alert: on or off, and when on, its amount (if it has one) and how it reaches the customer. */
export const AlertCard = observer(function AlertCard({ alert, store }: { alert: AlertPreference; store: AlertSettingsStore }) {
  const copy = COPY[alert.kind];
  const problem = store.problems[alert.kind];
  return (
    <li className="alerts__item">
      <Tile aria-labelledby={`alert-${alert.kind}`}>
        <h2 id={`alert-${alert.kind}`}>{copy.title}</h2>
        <p>{copy.text}</p>
        <Switch label={`${copy.title} alert`} checked={alert.enabled} onChange={(event) => store.setEnabled(alert.kind, event.currentTarget.checked)} />
        {alert.enabled ? (
          <div className="alerts__details">
            {needsThreshold(alert.kind) ? (
              <FormField label={copy.amount} hint="Whole dollars" error={Boolean(problem)} errorMessage={problem}>
                {(control) => (
                  <TextInput {...control} className="alerts__amount" inputMode="decimal" value={store.typed[alert.kind] ?? ''}
                    onChange={(event) => store.setAmount(alert.kind, event.currentTarget.value)} />
                )}
              </FormField>
            ) : null}
            <fieldset className="alerts__channel">
              <legend>Send it by</legend>
              {CHANNELS.map(([channel, label]) => (
                <label key={channel}>
                  <input type="radio" name={`channel-${alert.kind}`} checked={alert.channel === channel} onChange={() => store.setChannel(alert.kind, channel)} />
                  {label}
                </label>
              ))}
            </fieldset>
          </div>
        ) : null}
      </Tile>
    </li>
  );
});
