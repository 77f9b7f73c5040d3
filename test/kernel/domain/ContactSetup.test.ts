import { contactSetupPath } from '../../../src/kernel/domain/ContactSetup';

describe('contactSetupPath', () => {
  it('picks the contact setup page', () => {
    const mobile = { type: 'Mobile', number: '021' };
    expect(contactSetupPath({ email: 'a@b.nz', phones: [mobile] })).toBeNull();
    expect(contactSetupPath({ email: 'a@b.nz', phones: [] })).toBe('/setup/internet-banking/mobile');
    expect(contactSetupPath({ email: null, phones: [mobile] })).toBe('/setup/internet-banking/details');
    expect(contactSetupPath({ email: '  ', phones: [mobile] })).toBe('/setup/internet-banking/details');
  });

});
