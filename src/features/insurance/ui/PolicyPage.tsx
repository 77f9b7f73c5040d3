import { observer } from 'mobx-react-lite';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { PER_FREQUENCY } from '../stores/frequencyWords';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { CLAIM_KINDS } from '../stores/ClaimStore';
import { INSURANCE_TOKENS } from '../tokens';
import './InsurancePage.css';
import { ButtonLink } from '../../../design-system/ButtonLink';

/** /online/my-insurance/policies/:id: what a policy covers, what it costs, who it covers, its documents and claims. */
const PolicyPage = observer(function PolicyPage() {
  const { id = '' } = useParams<{ id: string }>();
  const store = useService(INSURANCE_TOKENS.ClaimStore);
  useEffect(() => { void store.load(id); }, [store, id]);
  const { policy } = store;
  usePageTitle(policy?.name ?? 'Your policy');
  return (
    <Wrapper>
      <Link href="/online/my-insurance" className="insurance__back">‹ My insurance</Link>
      {store.status === 'loading' ? <Loader /> : null}
      {store.status === 'missing' ? <><h1>Policy not found</h1><p>We couldn't find that policy. <Link href="/online/my-insurance">See your policies</Link>.</p></> : null}
      {store.status === 'failed' ? <Alert tone="error" title="Sorry, an error has occurred.">We couldn't load this policy. Please try again.</Alert> : null}
      {policy ? (
        <>
          <h1>{policy.name}</h1>
          <p className="insurance__muted">Policy {policy.policyNumber}, since {formatCalendarDate(policy.startDate)}</p>
          <div className="insurance__detail">
            <Tile className="insurance__cover">
              <h2>Cover and premium</h2>
              <dl className="insurance__facts">
                <div><dt>Cover</dt><dd>{formatMoney(policy.coverCents)}</dd></div>
                <div><dt>Premium</dt><dd>{formatMoney(policy.premiumCents)} {PER_FREQUENCY[policy.premiumFrequency]}</dd></div>
                <div><dt>Next payment due</dt><dd>{formatCalendarDate(policy.nextDueDate)}</dd></div>
              </dl>
              <ButtonLink className="insurance__claim-link" href={`/online/my-insurance/policies/${encodeURIComponent(policy.id)}/claim`}>Lodge a claim</ButtonLink>
            </Tile>
            <Tile>
              <h2>Insured people</h2>
              <ul className="insurance__people">
                {policy.insuredPeople.map((person) => <li key={person.name}><strong>{person.name}</strong><span>{person.role}</span></li>)}
              </ul>
            </Tile>
            <Tile>
              <h2>Documents</h2>
              <ul className="insurance__documents">
                {policy.documents.map((doc) => <li key={doc.href}><a href={doc.href}>{doc.title}</a></li>)}
              </ul>
            </Tile>
            {policy.claims.length > 0 ? (
              <Tile>
                <h2>Claims</h2>
                <ul className="insurance__people">
                  {policy.claims.map((claim) => (
                    <li key={claim.reference}><strong>{claim.reference}</strong><span>{CLAIM_KINDS[claim.kind]}, {formatCalendarDate(claim.eventDate)}</span></li>
                  ))}
                </ul>
              </Tile>
            ) : null}
          </div>
        </>
      ) : null}
    </Wrapper>
  );
});

export default PolicyPage;
