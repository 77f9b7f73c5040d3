import { Fragment, memo, type MouseEvent } from 'react';
import { highlightMatches } from './highlightMatches';

export interface TypeaheadOptionRowProps {
  id: string;
  index: number;
  label: string;
  /** The text to highlight: a deferred copy of the input, so typing never waits for the rows. */
  query: string;
  active: boolean;
  onPick(index: number): void;
}

// Keeps focus in the input when an option is clicked, so the popup does not close first.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * One option of the listbox. Memoised on primitive props: moving the highlight re-renders
 * two rows, not fifty; a new query re-renders them once, off the keystroke's critical path.
 */
export const TypeaheadOptionRow = memo(function TypeaheadOptionRow({ id, index, label, query, active, onPick }: TypeaheadOptionRowProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`ds-typeahead__option${active ? ' ds-typeahead__option--active' : ''}`}
      onMouseDown={keepFocus}
      onClick={() => onPick(index)}
    >
      {/* The name is the plain label, written once out of sight: marks would otherwise be read as
          "highlight" or split words. Not an aria-label: a name that is not the option's own text
          fails WCAG 2.5.3 (label in name) for a checker, and can drift from what is seen. */}
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">
        {highlightMatches(label, query).map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>))}
      </span>
    </li>
  );
});
