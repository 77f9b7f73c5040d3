import { observer } from 'mobx-react-lite';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { DateField } from '../../../design-system/DateField';
import { Dialog } from '../../../design-system/Dialog';
import type { AccountDetails } from '../core/domain/AccountDetails';
import type { ExportFormat } from '../core/domain/exportFile';
import type { ExportStore } from '../stores/ExportStore';

const FORMATS: [ExportFormat, string, string][] = [
  ['csv', 'CSV', 'For Excel, Numbers or Google Sheets'],
  ['ofx', 'OFX', 'For accounting software such as Xero, MoneyWorks or GnuCash'],
];

/** "Export transactions": a date range typed DD/MM/YYYY (up to a year) and a format; every posted transaction of the range goes in the file. */
export const ExportDialog = observer(function ExportDialog({ store, account }: { store: ExportStore; account: AccountDetails }) {
  const submit = () => void store.download(account);
  return (
    <Dialog open={store.open} title="Export transactions" onDismiss={store.close} actions={(
      <>
        <Button variant="primary" busy={store.busy} onClick={submit}>Download</Button>
        <Button variant="secondary" onClick={store.close}>Cancel</Button>
      </>
    )}>
      <form className="export-form" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <p className="export-form__intro">Posted transactions between two dates, up to a year. Pending transactions are left out until they post.</p>
        {store.failed ? <Alert tone="error" title="Sorry, an error has occurred.">We couldn’t prepare your file. Please try again.</Alert> : null}
        {store.errors.range ? <p className="export-form__error" role="alert">{store.errors.range}</p> : null}
        <div className="export-form__dates">
          <DateField label="From date" value={store.from} onChange={(v) => store.set('from', v)} error={store.errors.from} />
          <DateField label="To date" value={store.to} onChange={(v) => store.set('to', v)} error={store.errors.to} />
        </div>
        <fieldset className="export-form__formats">
          <legend className="export-form__legend">Format</legend>
          {FORMATS.map(([value, label, hint]) => (
            <label key={value} className="export-form__format">
              <input type="radio" name="export-format" value={value} checked={store.format === value} onChange={() => store.setFormat(value)} />
              <span><strong>{label}</strong> <span className="export-form__hint">{hint}</span></span>
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
});
