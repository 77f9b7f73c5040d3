import { useId } from 'react';
import type { FieldSpec } from '../../stores/journeys/JourneySpec';
import { fieldAnchor } from './focusField';

export interface ChoiceFieldProps { field: FieldSpec; value: string; error?: string; onChange(value: string): void }

/** A question answered by one of a few choices: radios in a fieldset, its legend the question. */
export function ChoiceField({ field, value, error, onChange }: ChoiceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset id={fieldAnchor(field.name)} className={`journey__choices${error ? ' journey__choices--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}>
      <legend className="ds-field__label">{field.label}{field.optional ? ' (optional)' : ''}</legend>
      {field.hint ? <p className="ds-field__hint">{field.hint}</p> : null}
      {error ? <p id={errorId} className="ds-field__error">{error}</p> : null}
      {field.options?.map((option) => (
        <label key={option.value} className="journey__choice">
          <input type="radio" name={field.name} value={option.value} checked={value === option.value}
            aria-invalid={error ? true : undefined} onChange={() => onChange(option.value)} />
          <span>
            <span className="journey__choice-label">{option.label}</span>
            {option.text ? <span className="journey__choice-text">{option.text}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
