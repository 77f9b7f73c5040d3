/** The id of a field's wrapper (FormField `name`, a fieldset): an error summary links to it. */
export const fieldAnchor = (name: string) => `field-${name}`;

/**
 * Moves focus to a field's control (the first input, select or textarea in its wrapper) and
 * brings the field into view with its label, as an error summary's link should.
 */
export function focusField(name: string): void {
  const wrapper = document.getElementById(fieldAnchor(name));
  const control = wrapper?.matches('input, select, textarea') ? wrapper : wrapper?.querySelector<HTMLElement>('input, select, textarea');
  wrapper?.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
}
