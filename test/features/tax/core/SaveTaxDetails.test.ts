import { SaveTaxDetails, taxFormErrors } from '../../../../src/features/tax/core/use-cases/SaveTaxDetails';
import { FakeTaxService } from '../fakes/FakeTaxService';

const form = (change = {}) => ({ irdNumber: '', prescribedInvestorRate: null, residencies: [], ...change });

describe('the tax form rules', () => {
  it.each(['49-091-850', '35-901-981', '136-410-132', '49091850'])('accepts the IRD number %s', (irdNumber) => {
    expect(taxFormErrors(form({ irdNumber }))).toEqual({});
  });

  it.each([
    ['136-410-133', 'That is not a valid IRD number. Check it and try again'],
    ['9125568', 'An IRD number has 8 or 9 digits'],
    ['150000001', 'That is not a valid IRD number. Check it and try again'],
    ['49-09I-850', 'An IRD number has only numbers, with or without dashes'],
  ])('refuses the IRD number %s on its field', (irdNumber, message) => {
    expect(taxFormErrors(form({ irdNumber }))).toEqual({ irdNumber: message });
  });

  it('takes no IRD number as none, and asks each residency for a country and a TIN, once per country', () => {
    expect(taxFormErrors(form({ residencies: [{ country: '', tin: '' }, { country: 'AU', tin: '1' }, { country: 'AU', tin: '2' }] }))).toEqual({
      'residencies.0.country': 'Choose a country',
      'residencies.0.tin': 'Enter your tax identification number for this country',
      'residencies.2.country': 'You have already added this country',
    });
  });
});

describe('SaveTaxDetails', () => {
  it('sends digits only and trimmed TINs', async () => {
    const tax = new FakeTaxService();
    expect(await new SaveTaxDetails(tax).execute(form({ irdNumber: ' 136-410-132 ', prescribedInvestorRate: '10.5', residencies: [{ country: 'GB', tin: ' AB123456C ' }] }))).toEqual({});
    await expect(tax.get()).resolves.toEqual({ irdNumber: '136410132', prescribedInvestorRate: '10.5', residencies: [{ country: 'GB', tin: 'AB123456C' }] });
  });

  it("answers the bank's refusal on its field", async () => {
    const tax = new FakeTaxService();
    expect(await new SaveTaxDetails(tax).execute(form({ residencies: [{ country: 'NZ', tin: '1' }] })))
      .toEqual({ 'residencies.0.country': 'New Zealand tax residency is your IRD number' });
  });
});
