import { PayeeForm } from '../../../../src/features/payees/stores/PayeeForm';

describe('PayeeForm', () => {
  it('gives each field the message of its rule', () => {
    const form = Object.assign(new PayeeForm(), { name: 'A'.repeat(21), accountNumber: '01-0902-0068388-00', particulars: 'Ngā', code: '', reference: 'x'.repeat(13) });
    expect(form.problems()).toEqual({
      name: 'Payee name can be up to 20 characters',
      accountNumber: 'Enter a valid NZ bank account number, for example 12-3456-0123456-00',
      particulars: expect.stringContaining('Particulars can only use'),
      reference: 'Reference can be up to 12 characters',
    });
  });

  it('accepts a valid payee, with the account number typed without dashes', () => {
    const form = Object.assign(new PayeeForm(), { name: 'Hemi Walker', accountNumber: '030104 0731553 000', particulars: '', code: '', reference: '' });
    expect(form.problems()).toEqual({});
    expect(Object.assign(new PayeeForm(), { name: ' ', accountNumber: '' }).problems()).toMatchObject({ name: 'Enter the payee name', accountNumber: 'Enter the account number' });
  });
});
