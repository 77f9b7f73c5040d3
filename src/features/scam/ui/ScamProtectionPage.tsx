import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { aucklandDateOf, formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { BRAND } from '../../../../contract/rules/brand';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { Loader } from '../../../design-system/Loader';
import { TextInput } from '../../../design-system/TextInput';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { SCAM_TOKENS } from '../tokens';
import type { ScamProtectionStore } from '../stores/ScamProtectionStore';
import './ScamProtectionPage.css';

/** '23 Nov': the day (in Auckland) a payment was made or a new limit starts. */
const day = (ms: number) => formatCalendarDate(aucklandDateOf(ms), 'short');

/** Lock my banking: one tap, after one question; unlocking needs a call or a password reset. */
const LockSection = observer(function LockSection({ store }: { store: ScamProtectionStore }) {
  if (store.locked) {
    return (
      <Alert tone="warning" title="Your banking is locked">
        Payments, payee changes and logins from new devices are turned off. Automatic payments and card payments carry on.
        To unlock it, reset your password or call us on {BRAND.phone}.
      </Alert>
    );
  }
  return (
    <>
      <p>If you think someone else can get into your banking, lock it now. Payments, payee changes and logins from new devices stop at once; automatic payments and card payments carry on.</p>
      {store.lockConfirming ? (
        <div className="scam__confirm" role="group" aria-label="Confirm locking your banking">
          <p>Lock your banking now? You will need to reset your password or call us to unlock it.</p>
          <Button variant="primary" busy={store.busy} onClick={() => void store.lock()}>Yes, lock my banking</Button>
          <Button variant="secondary" onClick={store.keepUnlocked}>No, go back</Button>
        </div>
      ) : <Button variant="primary" onClick={store.askToLock}>Lock my banking</Button>}
    </>
  );
});

/** Report a scam: which payment, what happened; the answer is a case reference. */
const ReportSection = observer(function ReportSection({ store }: { store: ScamProtectionStore }) {
  const submit = (event: FormEvent) => { event.preventDefault(); void store.report(); };
  return (
    <form noValidate onSubmit={submit} aria-label="Report a scam">
      {store.caseReference ? (
        <Alert tone="success" title="We've got your report">
          Your case reference is <strong>{store.caseReference}</strong>. We have asked the receiving bank to freeze the money and will contact you within 2 working days.
        </Alert>
      ) : null}
      <p>{`Open 24/7. You can also call us on ${BRAND.phone}.`}</p>
      <FormField name="scamPayment" label="Which payment?" error={Boolean(store.reportErrors.paymentId)} errorMessage={store.reportErrors.paymentId}>
        {(control) => (
          <select {...control} className="ds-input" value={store.paymentId} onChange={(e) => store.setReport('paymentId', e.target.value)}>
            <option value="">Choose a payment</option>
            {store.payments.map((p) => (
              <option key={p.id} value={p.id}>{`${day(p.createdAt)}: ${formatMoney(p.amount)} to ${p.to.name} ${p.to.accountNumber}`}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="whatHappened" label="What happened?" error={Boolean(store.reportErrors.whatHappened)} errorMessage={store.reportErrors.whatHappened}>
        {(control) => <textarea {...control} className="ds-input" rows={4} maxLength={1000} value={store.whatHappened} onChange={(e) => store.setReport('whatHappened', e.target.value)} />}
      </FormField>
      <Button type="submit" variant="primary" busy={store.busy}>Report a scam</Button>
    </form>
  );
});

/** The daily limit for payments to others: lower at once, raise after a code and 24 hours. */
const LimitSection = observer(function LimitSection({ store }: { store: ScamProtectionStore }) {
  const submit = (event: FormEvent) => { event.preventDefault(); void store.saveLimit(); };
  const { limit } = store;
  return (
    <form noValidate onSubmit={submit} aria-label="Daily payment limit">
      {limit ? <p>{`Your limit is ${formatMoney(limit.limit)} a day. ${formatMoney(limit.leftToday)} left today.`}</p> : null}
      {limit?.pending ? <p>{`Going up to ${formatMoney(limit.pending.limit)} on ${day(limit.pending.from)}.`}</p> : null}
      {store.limitNotice ? <Alert tone="success">{store.limitNotice}</Alert> : null}
      <FormField name="dailyLimit" label="New daily limit ($)" hint="Lowering it works at once. Raising it needs a code and starts after 24 hours."
        error={Boolean(store.limitError)} errorMessage={store.limitError ?? undefined}>
        {(control) => <TextInput {...control} inputMode="decimal" value={store.limitInput} onChange={(e) => store.setLimitInput(e.target.value)} />}
      </FormField>
      <Button type="submit" variant="primary" busy={store.busy}>Change limit</Button>
    </form>
  );
});

/** /security/scam-protection (and its shortcuts from the header's menu): Lock my banking, Report a scam, payment limit. */
const ScamProtectionPage = observer(function ScamProtectionPage() {
  const fresh = useService(SCAM_TOKENS.ScamProtectionStore);
  const [store] = useState(fresh);
  useEffect(() => { void store.load(); }, [store]);
  if (store.state === 'loading') return <Wrapper><Loader /></Wrapper>;
  return (
    <Wrapper narrow>
      <h1>Scam protection</h1>
      {store.state === 'failed' ? <Alert tone="error" title="Sorry, an error has occurred.">{`We couldn’t load this page. Call us on ${BRAND.phone}.`}</Alert> : null}
      {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
      <div className="scam__tiles">
        <Tile aria-labelledby="lock-heading"><h2 id="lock-heading">Lock my banking</h2><LockSection store={store} /></Tile>
        <Tile aria-labelledby="report-heading"><h2 id="report-heading">Report a scam</h2><ReportSection store={store} /></Tile>
        <Tile aria-labelledby="limit-heading"><h2 id="limit-heading">Daily payment limit</h2><LimitSection store={store} /></Tile>
      </div>
    </Wrapper>
  );
});

export default ScamProtectionPage;
