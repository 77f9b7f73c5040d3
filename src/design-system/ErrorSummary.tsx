import { useEffect, useRef, type MouseEvent } from 'react';
import { fieldAnchor, focusField } from './focusField';
import './ErrorSummary.css';

/** One problem of a form: the field it belongs to (FormField `name`) and what to do about it. */
export interface SummaryError { field: string; message: string }

export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
  /**
   * Counts the failed submits: each new value moves focus to the summary, so a screen reader
   * reads the problems and a keyboard user starts from them (focus never stays on the button).
   */
  focusKey?: number;
}

/**
 * GOV.UK's error summary, the one pattern of every form: at the top of the form after a failed
 * submit, headed "There is a problem", one link per problem that takes focus to its field.
 */
export function ErrorSummary({ errors, focusKey = 0 }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  useEffect(() => {
    if (focusKey > 0 && shown) {
      summary.current?.scrollIntoView?.({ block: 'start' });
      summary.current?.focus({ preventScroll: true });
    }
    // Only a new failed submit moves focus; errors fixed one by one leave it where the customer is.
  }, [focusKey]);
  if (!shown) return null;
  const follow = (field: string) => (event: MouseEvent) => {
    event.preventDefault();
    focusField(field);
  };
  return (
    <div className="ds-error-summary" ref={summary} tabIndex={-1} role="alert" aria-labelledby="ds-error-summary-title">
      <h2 id="ds-error-summary-title" className="ds-error-summary__title">There is a problem</h2>
      <ul className="ds-error-summary__list">
        {errors.map(({ field, message }) => (
          <li key={field}><a href={`#${fieldAnchor(field)}`} onClick={follow(field)}>{message}</a></li>
        ))}
      </ul>
    </div>
  );
}
