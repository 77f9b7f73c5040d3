import type { AddressFormStore } from '../../address/ui';

/** The answers the address finder fills, in the application's own field names. */
export const ADDRESS_ANSWER_FIELDS = ['addressLine1', 'addressLine2', 'suburb', 'town', 'postcode', 'addressDpid'] as const;

/**
 * The address form's fields as answers. A restored address has no DPID in the form (it was
 * not chosen in this visit): the saved one is kept while the fields are unchanged.
 */
export function answersFromAddress(form: AddressFormStore, previous: Readonly<Record<string, string>>): Record<string, string> {
  const { line1, line2, suburb, town, postcode } = form.fields;
  const answers = { addressLine1: line1, addressLine2: line2, suburb, town, postcode };
  const unchanged = Object.entries(answers).every(([field, value]) => (previous[field] ?? '') === value);
  return { ...answers, addressDpid: form.dpid ?? (unchanged ? previous.addressDpid ?? '' : '') };
}

/**
 * Continue on an address step: the form is checked, and its fields become answers whether or
 * not they are valid (nothing typed is lost); `invalid` says whether the step may move on.
 */
export function takeAddress(form: AddressFormStore, answers: Readonly<Record<string, string>>): { answers: Record<string, string>; invalid: boolean } {
  form.validate();
  return { answers: { ...answers, ...answersFromAddress(form, answers) }, invalid: Object.keys(form.errors).length > 0 };
}

/** Puts saved answers back into the address form (a resumed application shows the fields, filled). */
export function restoreAddress(form: AddressFormStore, answers: Readonly<Record<string, string>>): void {
  form.start('physical');
  if (!answers.addressLine1) return;
  form.enterManually();
  form.setField('line1', answers.addressLine1);
  form.setField('line2', answers.addressLine2 ?? '');
  form.setField('suburb', answers.suburb ?? '');
  form.setField('town', answers.town ?? '');
  form.setField('postcode', answers.postcode ?? '');
}

/** The address as one line, for the review. */
export function addressSummary(answers: Readonly<Record<string, string>>): string {
  return [answers.addressLine1, answers.addressLine2, answers.suburb, [answers.town, answers.postcode].filter(Boolean).join(' ')]
    .filter((part) => part && part.trim()).join(', ');
}
