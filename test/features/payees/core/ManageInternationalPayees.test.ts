import { ManageInternationalPayees, internationalPayeeProblem } from '../../../../src/features/payees/core/use-cases/ManageInternationalPayees';
import { FakeInternationalPayeeService } from '../fakes/FakeInternationalPayeeService';

const BASE = { name: 'Lukas Becker', address: 'Berlin', country: 'DE', iban: 'DE89370400440532013000', accountNumber: '', bankCode: '', swiftBic: 'COBADEFF', currency: 'EUR' };

describe('international payee rules', () => {
  it.each([
    [{}, null],
    [{ iban: 'DE89370400440532013001' }, 'iban'],
    [{ iban: 'DE8937040044053201300' }, 'iban'],
    [{ country: 'US', iban: '', accountNumber: '000123456789', bankCode: '021000021', swiftBic: 'CHASUS33', currency: 'USD' }, null],
    [{ country: 'US', iban: '', accountNumber: '', bankCode: '021000021' }, 'accountNumber'],
    [{ swiftBic: 'COBA-EFF' }, 'swiftBic'],
    [{ name: ' ' }, 'name'],
  ])('%j → %s', (change, field) => {
    expect(internationalPayeeProblem({ ...BASE, ...change })?.field ?? null).toBe(field);
  });

  it('does not send a payee with a problem', async () => {
    const service = new FakeInternationalPayeeService();
    const add = jest.spyOn(service, 'add');
    await expect(new ManageInternationalPayees(service).execute({ ...BASE, iban: 'DE00' })).rejects.toMatchObject({ field: 'iban' });
    expect(add).not.toHaveBeenCalled();
  });
});
