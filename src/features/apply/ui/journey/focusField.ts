/** The wrapper id of an answer's field: the error summary links to it. */
export const fieldAnchor = (name: string) => `field-${name}`;

/** Moves focus to the control of an answer (the error summary's links), and brings it into view. */
export function focusField(name: string): void {
  const wrapper = document.getElementById(fieldAnchor(name));
  const control = wrapper?.querySelector<HTMLElement>('input, select, textarea');
  wrapper?.scrollIntoView?.({ block: 'center' });
  control?.focus();
}
