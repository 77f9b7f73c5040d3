import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { DateField } from '../../../design-system/DateField';
import { FormField } from '../../../design-system/FormField';
import { Loader } from '../../../design-system/Loader';
import { TextInput } from '../../../design-system/TextInput';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { CLAIM_KINDS, type ClaimKind } from '../stores/ClaimStore';
import { INSURANCE_TOKENS } from '../tokens';
import './InsurancePage.css';

/** /online/my-insurance/policies/:id/claim: tell us what happened; the sandbox records the claim. */
const ClaimPage = observer(function ClaimPage() {
  usePageTitle('Lodge a claim');
  const { id = '' } = useParams<{ id: string }>();
  const store = useService(INSURANCE_TOKENS.ClaimStore);
  useEffect(() => { void store.load(id); }, [store, id]);
  const { errors, policy } = store;
  const policyPath = `/online/my-insurance/policies/${encodeURIComponent(id)}`;
  const submit = (event: FormEvent) => { event.preventDefault(); void store.lodge(); };
  return (
    <Wrapper narrow>
      <Link href={policyPath} className="insurance__back">‹ Back to the policy</Link>
      <h1>Lodge a claim</h1>
      {store.status === 'loading' ? <Loader /> : null}
      {store.status === 'missing' || store.status === 'failed' ? <Alert tone="error" title="We couldn't open this policy">Go back to <Link href="/online/my-insurance">My insurance</Link> and try again.</Alert> : null}
      {policy && store.lodgedReference ? (
        <Tile className="insurance__lodged">
          <Alert tone="success" title="We've received your claim">
            <p>Your claim reference is <strong>{store.lodgedReference}</strong>. A claims specialist will call you within 2 business days.</p>
          </Alert>
          <Link href={policyPath}>Back to {policy.name}</Link>
        </Tile>
      ) : null}
      {policy && !store.lodgedReference ? (
        <Tile>
          <p className="insurance__muted">{policy.name}, policy {policy.policyNumber}</p>
          {store.sendFailed ? <Alert tone="error" title="Sorry, an error has occurred.">We couldn't send your claim. Please try again.</Alert> : null}
          <form onSubmit={submit} noValidate aria-label="Your claim">
            <FormField label="What happened?" error={Boolean(errors.kind)} errorMessage={errors.kind}>
              {(control) => (
                <select {...control} className="ds-input" value={store.kind} onChange={(e) => store.set('kind', e.target.value as ClaimKind)}>
                  <option value="">Choose one</option>
                  {Object.entries(CLAIM_KINDS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
                </select>
              )}
            </FormField>
            <DateField label="When did it happen?" value={store.eventDate} onChange={(value) => store.set('eventDate', value)} error={errors.eventDate} />
            <FormField label="Tell us about it" hint="A few sentences is plenty; we'll call you for the details." error={Boolean(errors.description)} errorMessage={errors.description}>
              {(control) => <textarea {...control} className="ds-input insurance__textarea" rows={5} value={store.description} onChange={(e) => store.set('description', e.target.value)} />}
            </FormField>
            <FormField label="Best phone number to reach you" error={Boolean(errors.contactPhone)} errorMessage={errors.contactPhone}>
              {(control) => <TextInput {...control} type="tel" autoComplete="tel" value={store.contactPhone} onChange={(e) => store.set('contactPhone', e.target.value)} />}
            </FormField>
            <Button type="submit" variant="primary" busy={store.sending} disabled={store.sending}>Lodge claim</Button>
          </form>
        </Tile>
      ) : null}
    </Wrapper>
  );
});

export default ClaimPage;
