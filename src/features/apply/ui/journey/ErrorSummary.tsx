import { forwardRef, type MouseEvent } from 'react';
import { fieldAnchor, focusField } from './focusField';

export interface SummaryError { field: string; message: string }

/**
 * GOV.UK's error summary: at the top of the form, focused after a failed Continue, one link
 * per problem that moves focus to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: readonly SummaryError[] }>(function ErrorSummary({ errors }, ref) {
  if (errors.length === 0) return null;
  const follow = (field: string) => (event: MouseEvent) => {
    event.preventDefault();
    focusField(field);
  };
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">There is a problem</h2>
      <ul className="error-summary__list">
        {errors.map(({ field, message }) => (
          <li key={field}><a href={`#${fieldAnchor(field)}`} onClick={follow(field)}>{message}</a></li>
        ))}
      </ul>
    </div>
  );
});
