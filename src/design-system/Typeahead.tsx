import { useCallback, useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './Button';
import { TypeaheadOptionRow } from './TypeaheadOption';
import './FormField.css';
import './Typeahead.css';

export interface TypeaheadOption { id: string; label: string }
/** What the search behind the typeahead is doing for the current text. */
export type TypeaheadStatus = 'idle' | 'loading' | 'results' | 'empty' | 'failed';

export interface TypeaheadProps {
  /** From FormField, which labels the input. */
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  name?: string;
  value: string;
  onValueChange(value: string): void;
  options: TypeaheadOption[];
  status: TypeaheadStatus;
  onSelect(option: TypeaheadOption): void;
  /** The listbox's accessible name, e.g. "Matching addresses". */
  listLabel: string;
  /** Announced when options arrive, e.g. n => `${n} addresses found`. */
  countText(count: number): string;
  emptyText: string;
  unavailableText: string;
  /** A way out that is always visible, e.g. "Enter address manually". */
  action?: { label: string; onClick(): void };
  /**
   * The text to mark in the options: best the query the options answer, so marks change with
   * the results, not on every keystroke (50 rows re-laid out per key is what costs). Defaults
   * to a deferred copy of the input.
   */
  highlight?: string;
}

/**
 * An editable combobox with a listbox popup (WAI-ARIA 1.2 APG "list autocomplete"): focus stays
 * in the input and `aria-activedescendant` points at the highlighted option. ArrowDown/ArrowUp
 * open and move (wrapping), Home/End jump while an option is highlighted, Enter chooses, Escape
 * closes and then clears. Results, "no results" and failure are announced by one polite region.
 */
export function Typeahead(props: TypeaheadProps) {
  const { id, value, status, onSelect, action } = props;
  // New options and marks render in a deferred, interruptible pass: 50 fresh rows arriving
  // never hold up the keystroke being typed; until then the rows on screen stay consistent.
  const options = useDeferredValue(props.options);
  const highlightQuery = useDeferredValue(props.highlight ?? value);
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownOptions, setShownOptions] = useState(options);
  if (shownOptions !== options) { // new options: nothing highlighted (React's "adjust state on prop change")
    setShownOptions(options);
    setActive(-1);
  }
  const open = focused && !dismissed && status !== 'failed' && options.length > 0;
  const activeIndex = open ? active : -1;

  const latest = useRef({ options, onSelect });
  latest.current = { options, onSelect };
  const pick = useCallback((index: number) => {
    const option = latest.current.options[index];
    if (!option) return;
    setDismissed(true);
    setActive(-1);
    latest.current.onSelect(option);
  }, []);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    const move = (index: number) => { event.preventDefault(); setDismissed(false); setActive(index); };
    if (event.key === 'ArrowDown' && count > 0) move(open ? (activeIndex + 1) % count : 0);
    else if (event.key === 'ArrowUp' && count > 0) move(open && activeIndex > 0 ? activeIndex - 1 : count - 1);
    else if (event.key === 'Home' && activeIndex >= 0) move(0);
    else if (event.key === 'End' && activeIndex >= 0) move(count - 1);
    else if (event.key === 'Enter' && activeIndex >= 0) { event.preventDefault(); pick(activeIndex); }
    else if (event.key === 'Escape' && (open || value !== '')) {
      event.preventDefault(); // only when it did something, so an enclosing dialog can still close
      if (open) { setDismissed(true); setActive(-1); } else props.onValueChange('');
    }
  };

  const message = status === 'failed' ? props.unavailableText
    : status === 'empty' ? props.emptyText
      : options.length > 0 && status !== 'idle' ? props.countText(options.length) : '';
  const messageVisible = status === 'failed' || status === 'empty';

  return (
    <div className="ds-typeahead">
      <div className="ds-typeahead__control">
        <input
          id={id}
          name={props.name}
          type="text"
          role="combobox"
          className="ds-input ds-typeahead__input"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={props['aria-invalid']}
          aria-describedby={props['aria-describedby']}
          aria-required={props['aria-required']}
          value={value}
          onChange={(event) => { setDismissed(false); setActive(-1); props.onValueChange(event.target.value); }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => { setFocused(false); setActive(-1); }}
        />
        {status === 'loading' ? <span className="ds-typeahead__spinner" aria-hidden="true" /> : null}
        <ul id={listId} role="listbox" aria-label={props.listLabel} className="ds-typeahead__listbox" hidden={!open} aria-busy={status === 'loading'}>
          {open ? options.map((option, index) => (
            <TypeaheadOptionRow key={option.id} id={optionId(index)} index={index} label={option.label} query={highlightQuery} active={index === activeIndex} onPick={pick} />
          )) : null}
        </ul>
      </div>
      <div id={statusId} role="status" aria-live="polite" className={messageVisible ? `ds-typeahead__message ds-typeahead__message--${status}` : 'visually-hidden'}>
        {message}
      </div>
      {action ? <Button variant="link" size="small" className="ds-typeahead__action" onClick={action.onClick}>{action.label}</Button> : null}
    </div>
  );
}
