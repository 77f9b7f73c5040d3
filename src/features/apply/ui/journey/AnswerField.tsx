import { observer } from 'mobx-react-lite';
import type { ApplicationStore } from '../../stores/ApplicationStore';
import type { FieldSpec } from '../../stores/journeys/JourneySpec';
import { Checkbox } from '../../../../design-system/Checkbox';
import { FormField } from '../../../../design-system/FormField';
import { TextInput } from '../../../../design-system/TextInput';
import { fieldAnchor } from './focusField';
import { ChoiceField } from './ChoiceField';

/** One question of a step, bound to the store's answers; its error shows after Continue. */
export const AnswerField = observer(function AnswerField({ store, field }: { store: ApplicationStore; field: FieldSpec }) {
  const value = store.answers[field.name] ?? '';
  const error = store.visibleErrors[field.name];
  const set = (next: string) => store.setAnswer(field.name, next);
  if (field.kind === 'radio') return <ChoiceField field={field} value={value} error={error} onChange={set} />;
  if (field.kind === 'checkbox') {
    return (
      <div id={fieldAnchor(field.name)} className={`journey__check${error ? ' journey__check--invalid' : ''}`}>
        <Checkbox name={field.name} label={field.label} hint={field.hint} checked={value === 'true'}
          aria-invalid={error ? true : undefined} onChange={(e) => set(e.target.checked ? 'true' : '')} />
        {error ? <p className="ds-field__error">{error}</p> : null}
      </div>
    );
  }
  return (
    <div id={fieldAnchor(field.name)}>
      <FormField label={field.label} optional={field.optional} hint={field.hint} error={Boolean(error)} errorMessage={error}>
        {(control) => (field.kind === 'select' ? (
          <select {...control} name={field.name} className="ds-input" value={value} onChange={(e) => set(e.target.value)}>
            <option value="">Choose…</option>
            {field.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        ) : (
          <div className={field.kind === 'money' ? 'journey__money' : undefined}>
            {field.kind === 'money' ? <span className="journey__money-sign" aria-hidden="true">$</span> : null}
            <TextInput {...control} name={field.name} value={value} autoComplete={field.autoComplete ?? 'off'}
              type={field.kind === 'tel' ? 'tel' : 'text'} inputMode={field.kind === 'money' ? 'decimal' : undefined}
              onChange={(e) => set(e.target.value)} />
          </div>
        ))}
      </FormField>
    </div>
  );
});
