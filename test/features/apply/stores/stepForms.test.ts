import { formErrors } from '../../../../src/features/apply/stores/forms/formErrors';
import { ApplicantForm, CardForm, EmploymentForm } from '../../../../src/features/apply/stores/forms/LendingForms';
import { KiwiSaverTaxForm } from '../../../../src/features/apply/stores/forms/KiwiSaverForms';

describe('the step forms (class-validator over the shared rules)', () => {
  it("answer each invalid field with its rule's message", () => {
    expect(formErrors(ApplicantForm, { firstName: 'Aroha', lastName: 'Ng@ta', mobile: '021 555 0101', addressLine1: '1 Queen St', town: 'Auckland', postcode: '1010' }))
      .toEqual({ lastName: 'Use only letters, hyphens, apostrophes and spaces' });
    expect(formErrors(KiwiSaverTaxForm, { irdNumber: '9125568' })).toEqual({ irdNumber: 'An IRD number has 8 or 9 digits' });
  });

  it('let a rule read the rest of the step (an employer only for the employed)', () => {
    expect(formErrors(EmploymentForm, { employmentStatus: 'self-employed' })).toHaveProperty('employer');
    expect(formErrors(EmploymentForm, { employmentStatus: 'not-working' })).toEqual({});
  });

  it('ignore answers of other steps', () => {
    expect(formErrors(CardForm, { cardProduct: 'airpoints', creditLimit: '2,000', firstName: '' })).toEqual({});
  });
});
