import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { ApplicationStore } from '../../stores/ApplicationStore';
import { Alert } from '../../../../design-system/Alert';

const TITLES = { approved: 'Approved', referred: 'Thanks — we’re looking at it', declined: 'Application declined' } as const;
const TONES = { approved: 'success', referred: 'info', declined: 'warning' } as const;

const uploadPath = (store: ApplicationStore) => (store.id
  ? `/apply/upload?for=${encodeURIComponent(store.journey.product)}&application=${encodeURIComponent(store.id)}`
  : '/apply/upload');

/** The bank's decision, in words, with where to go next. */
export const DecisionPanel = observer(function DecisionPanel({ store }: { store: ApplicationStore }) {
  const decision = store.progress.decision;
  const text = store.decisionText;
  if (!decision || !text) return null;
  return (
    <div className="journey__decision">
      <Alert tone={TONES[decision.outcome]} title={TITLES[decision.outcome]}>
        <p>{text.summary}</p>
        {text.reason ? <p>{text.reason}</p> : null}
        {decision.accountNumber ? <p>Your new account number is <strong>{decision.accountNumber}</strong>.</p> : null}
      </Alert>
      {decision.outcome === 'referred' && store.journey.referLinks === 'upload' ? (
        // The link names the referred application, so the documents go to it (not to a new draft).
        <p><Link href={uploadPath(store)}>Upload documents</Link> such as payslips or bank statements to help us decide sooner.</p>
      ) : null}
      {decision.outcome === 'approved' && store.journey.approvedLinks === 'sign-contract' && store.loggedIn && store.id ? (
        // A page of the bank's server (a hand-off path): a full page load, not the app's router.
        <p><a className="journey__sign" href={`/digital-signature/${encodeURIComponent(store.id)}`}>Read and sign your loan contract</a></p>
      ) : null}
      {/* A new customer has no accounts nor internet banking yet: the bank contacts them instead. */}
      {store.loggedIn ? (
        <p className="journey__next">
          {store.journey.product === 'insurance' && decision.outcome === 'approved' ? <Link href="/online/my-insurance">See your policy in My insurance</Link> : null}
          <Link href="/online/dashboard">Go to your accounts</Link>
          <Link href="/apply/open-a">Back to Open &amp; Apply</Link>
        </p>
      ) : <p>We&apos;ll be in touch on the mobile number you gave us.</p>}
    </div>
  );
});
