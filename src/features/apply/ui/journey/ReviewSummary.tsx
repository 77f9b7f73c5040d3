import { observer } from 'mobx-react-lite';
import { addressSummary } from '../../stores/addressAnswers';
import type { ApplicationStore } from '../../stores/ApplicationStore';
import type { FieldSpec } from '../../stores/journeys/JourneySpec';
import { Alert } from '../../../../design-system/Alert';
import { Button } from '../../../../design-system/Button';
import { ReviewFigures } from './ReviewFigures';

const shown = (field: FieldSpec, answer: string | undefined) => {
  if (!answer) return 'Not given';
  if (field.kind === 'checkbox') return answer === 'true' ? 'Yes' : 'No';
  return field.show ? field.show(answer) : answer;
};

const submitLabel = (store: ApplicationStore) => {
  if (!store.loggedIn) return 'Log in to submit';
  return store.journey.quote ? 'Accept quote and apply' : 'Submit application';
};

/** The review: every answer by step, an Edit link per step, and Submit (a visitor logs in first). */
export const ReviewSummary = observer(function ReviewSummary({ store }: { store: ApplicationStore }) {
  const { journey, answers } = store;
  return (
    <div className="journey__review">
      {journey.steps.map((step, index) => (
        <section key={step.key} className="journey__review-step" aria-labelledby={`review-${step.key}`}>
          <div className="journey__review-header">
            <h2 id={`review-${step.key}`}>{step.title}</h2>
            <Button variant="link" size="small" onClick={() => store.edit(index)} aria-label={`Edit ${step.title}`}>Edit</Button>
          </div>
          <dl className="journey__answers">
            {step.fields.map((field) => (
              <div key={field.name}><dt>{field.label}</dt><dd>{shown(field, answers[field.name])}</dd></div>
            ))}
            {step.address ? <div><dt>Home address</dt><dd>{addressSummary(answers) || 'Not given'}</dd></div> : null}
          </dl>
        </section>
      ))}
      <ReviewFigures store={store} />
      {store.problem ? <Alert tone="error">{store.problem}</Alert> : null}
      {store.loggedIn ? null : (
        <Alert tone="info" title="Log in to submit">
          Your answers are saved on this device. Log in and we&apos;ll bring you straight back here to submit them.
          {store.canContinueAsNewCustomer ? ' Not with us yet? Continue as a new customer and we\'ll decide on your answers now.' : null}
        </Alert>
      )}
      <div className="journey__actions">
        <Button variant="primary" size="responsive" busy={store.progress.phase === 'submitting'} onClick={() => { void store.submitApplication(); }}>
          {submitLabel(store)}
        </Button>
        {store.canContinueAsNewCustomer ? (
          <Button variant="primary-outline" size="responsive" disabled={store.progress.phase === 'submitting'} onClick={() => { void store.submitAsNewCustomer(); }}>
            Continue as a new customer
          </Button>
        ) : null}
        <Button variant="secondary" size="responsive" onClick={store.back}>Back</Button>
      </div>
    </div>
  );
});
