import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { SESSION_TOKENS } from '../../../session';
import { useService } from '../../../../platform/ui/ServiceProvider';
import type { JourneySpec } from '../../stores/journeys/JourneySpec';
import { APPLY_TOKENS } from '../../tokens';
import { Alert } from '../../../../design-system/Alert';
import { Loader } from '../../../../design-system/Loader';
import { Wrapper } from '../../../../design-system/Wrapper';
import { Tile } from '../../../../design-system/Tile';
import { DecisionPanel } from './DecisionPanel';
import { ReviewSummary } from './ReviewSummary';
import { StepForm } from './StepForm';
import './Journey.css';

function keyOf(journey: JourneySpec, location: string): string {
  return location.startsWith(`${journey.basePath}/`) ? location.slice(journey.basePath.length + 1) : '';
}

function useJourneyLocation(journey: JourneySpec, currentKey: string, ready: boolean, show: (key: string) => void) {
  const [location, navigate] = useLocation();
  const urlKey = keyOf(journey, location);
  // The engine moved (Continue, Back, Edit, a resume): the address bar follows.
  useEffect(() => {
    if (ready && urlKey !== currentKey) navigate(`${journey.basePath}/${currentKey}`, { replace: urlKey === '' });
  }, [ready, currentKey]); // only the engine's moves
  // The browser's back or forward button: the engine follows when the step was reached.
  useEffect(() => {
    if (ready && urlKey && urlKey !== currentKey) show(urlKey);
  }, [urlKey]); // only the address bar's moves
}

/** A journey of the application engine: a step, the review, or the decision, under its own paths. */
export const ApplicationPage = observer(function ApplicationPage({ journey, aside }: { journey: JourneySpec; aside?: ReactNode }) {
  const store = useService(APPLY_TOKENS.ApplicationStores).of(journey);
  const session = useService(SESSION_TOKENS.SessionStore);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = store.status === 'ready';

  // Opened, and opened again after a login: the tab's answers then go to the bank.
  const [location] = useLocation();
  useEffect(() => { void store.open(keyOf(journey, location)); }, [store, session.isLoggedIn]); // not on every step's path
  useJourneyLocation(journey, store.currentKey, ready, store.showKey);
  useEffect(() => { if (ready) heading.current?.focus(); }, [ready, store.currentKey]);

  if (!ready) return <Wrapper narrow><Loader label="Loading your application..." /></Wrapper>;
  if (store.refusal) {
    return (
      <Wrapper narrow>
        <Tile className="journey">
          <p className="journey__caption">{journey.title}</p>
          <h1 id="journey-step-title" ref={heading} tabIndex={-1}>We can&apos;t take this application</h1>
          <Alert tone="info">{store.refusal}</Alert>
          <p className="journey__next"><Link href="/apply/open-a">Back to Open &amp; Apply</Link></p>
        </Tile>
      </Wrapper>
    );
  }
  const { progress, step } = store;
  const title = progress.phase === 'decided' ? 'Your decision' : step?.title ?? 'Check your answers';
  return (
    <Wrapper narrow>
      <Tile className="journey">
        <p className="journey__caption">{journey.title}</p>
        {progress.phase === 'decided' ? null : (
          <div className="journey__progress">
            <span>{progress.label}</span>
            <span className="journey__bar" aria-hidden="true"><span style={{ width: `${((progress.current + 1) / (progress.formCount + 1)) * 100}%` }} /></span>
          </div>
        )}
        <h1 id="journey-step-title" ref={heading} tabIndex={-1}>{title}</h1>
        {step ? <StepForm key={step.key} store={store} step={step} /> : null}
        {progress.phase === 'reviewing' || progress.phase === 'submitting' ? <ReviewSummary store={store} /> : null}
        {progress.phase === 'decided' ? <DecisionPanel store={store} /> : null}
      </Tile>
      {step ? aside : null}
    </Wrapper>
  );
});
