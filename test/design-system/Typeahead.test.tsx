import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField } from '../../src/design-system/FormField';
import { Typeahead, type TypeaheadOption, type TypeaheadStatus } from '../../src/design-system/Typeahead';

const FRUIT: TypeaheadOption[] = ['Apple', 'Apricot', 'Avocado', 'Banana'].map((label) => ({ id: label.toLowerCase(), label }));

function Harness({ status = 'results', onSelect = () => {}, onAction }: { status?: TypeaheadStatus; onSelect?: (o: TypeaheadOption) => void; onAction?: () => void }) {
  const [value, setValue] = useState('');
  const options = value.length > 0 ? FRUIT.filter((f) => f.label.toLowerCase().startsWith(value.toLowerCase())) : [];
  return (
    <FormField label="Fruit">
      {(control) => (
        <Typeahead
          {...control}
          value={value}
          onValueChange={setValue}
          options={status === 'results' ? options : []}
          status={value ? status : 'idle'}
          onSelect={(option) => { setValue(option.label); onSelect(option); }}
          listLabel="Matching fruit"
          countText={(n) => `${n} fruit found`}
          emptyText="No fruit found"
          unavailableText="Search unavailable — pick a fruit yourself"
          action={onAction ? { label: 'Pick by hand', onClick: onAction } : undefined}
        />
      )}
    </FormField>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  render(<Harness {...props} />);
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Fruit' }) };
}

describe('Typeahead', () => {
  it('is a labelled ARIA 1.2 combobox that controls a listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-controls', expect.stringMatching(/-listbox$/));
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
  });

  it('opens with the matches, announces how many, and marks the matching text', async () => {
    const { user, input } = setup();
    await user.type(input, 'ap');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Matching fruit' });
    expect(screen.getAllByRole('option')).toEqual([screen.getByRole('option', { name: 'Apple' }), screen.getByRole('option', { name: 'Apricot' })]);
    expect(screen.getByRole('status')).toHaveTextContent('2 fruit found');
    expect(list.querySelectorAll('mark')[0]).toHaveTextContent('Ap');
  });

  it('moves the highlight with the arrow keys, Home and End, wrapping around', async () => {
    const { user, input } = setup();
    await user.type(input, 'a');
    // The option the input points at, by its accessible name (what a screen reader reads).
    const active = () => ['Apple', 'Apricot', 'Avocado']
      .find((name) => screen.getByRole('option', { name }).id === input.getAttribute('aria-activedescendant'));
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Apple');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Avocado');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Apple');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Avocado');
    await user.keyboard('{Home}');
    expect(active()).toBe('Apple');
    await user.keyboard('{End}');
    expect(active()).toBe('Avocado');
  });

  it('chooses the highlighted option with Enter and closes', async () => {
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, 'ap');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ id: 'apricot', label: 'Apricot' });
    expect(input).toHaveValue('Apricot');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an option with the mouse', async () => {
    const onSelect = jest.fn();
    const { user, input } = setup({ onSelect });
    await user.type(input, 'b');
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'banana', label: 'Banana' });
  });

  it('closes on the first Escape and clears the text on the second', async () => {
    const { user, input } = setup();
    await user.type(input, 'ap');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('ap');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });

  it('closes when focus leaves', async () => {
    const { user, input } = setup();
    await user.type(input, 'ap');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup({ status: 'empty' });
    await user.type(input, 'kiwi');
    expect(screen.getByRole('status')).toHaveTextContent('No fruit found');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the failure text when the search is unavailable', async () => {
    const { user, input } = setup({ status: 'failed' });
    await user.type(input, 'ap');
    expect(screen.getByRole('status')).toHaveTextContent('Search unavailable — pick a fruit yourself');
  });

  it('shows a spinner while loading, and marks the list busy', async () => {
    const { user, input } = setup({ status: 'loading' });
    await user.type(input, 'ap');
    expect(document.querySelector('.ds-typeahead__spinner')).not.toBeNull();
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toHaveAttribute('aria-busy', 'true');
  });

  it('offers its action as a visible button', async () => {
    const onAction = jest.fn();
    const { user } = setup({ onAction });
    await user.click(screen.getByRole('button', { name: 'Pick by hand' }));
    expect(onAction).toHaveBeenCalled();
  });
});
