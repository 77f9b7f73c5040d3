import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { AddressFinder } from '../../../address/ui';
import type { ApplicationStore } from '../../stores/ApplicationStore';
import type { StepSpec } from '../../stores/journeys/JourneySpec';
import { Alert } from '../../../../design-system/Alert';
import { Button } from '../../../../design-system/Button';
import { AnswerField } from './AnswerField';
import { ErrorSummary, type SummaryError } from './ErrorSummary';
import { fieldAnchor } from './focusField';

function summaryErrors(store: ApplicationStore, step: StepSpec): SummaryError[] {
  const address = step.address && store.addressForm ? Object.values(store.addressForm.visibleErrors)[0] : undefined;
  const fields = step.fields.flatMap((f) => (store.visibleErrors[f.name] ? [{ field: f.name, message: store.visibleErrors[f.name]! }] : []));
  return address ? [...fields, { field: 'address', message: address }] : fields;
}

/** One step of a journey: the error summary, its questions (and the address finder), Back and Continue. */
export const StepForm = observer(function StepForm({ store, step }: { store: ApplicationStore; step: StepSpec }) {
  const summary = useRef<HTMLDivElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // After a render, so the summary exists before it takes focus.
    if (!(await store.continueStep())) setTimeout(() => summary.current?.focus(), 0);
  };
  return (
    <form className="journey__form" noValidate onSubmit={(e) => { void submit(e); }} aria-labelledby="journey-step-title">
      <ErrorSummary ref={summary} errors={summaryErrors(store, step)} />
      {step.intro ? <p className="journey__intro">{step.intro}</p> : null}
      {step.fields.slice(0, step.address ? 4 : undefined).map((field) => <AnswerField key={field.name} store={store} field={field} />)}
      {step.address && store.addressForm ? (
        <div id={fieldAnchor('address')}><AddressFinder form={store.addressForm} legend="Your home address" /></div>
      ) : null}
      {store.problem ? <Alert tone="error">{store.problem}</Alert> : null}
      <div className="journey__actions">
        <Button type="submit" variant="primary" size="responsive" busy={store.saving}>Continue</Button>
        {store.progress.current > 0 ? <Button variant="secondary" size="responsive" onClick={store.back}>Back</Button> : null}
      </div>
    </form>
  );
});
