import { hasMobilePhone, isMobile, type Contact } from '../../../src/kernel/domain/Contact';

describe('Contact', () => {
  it("counts a phone whose type contains 'Mobile' as mobile", () => {
    expect(isMobile({ type: 'Mobile', number: '021 555 0101' })).toBe(true);
    expect(isMobile({ type: 'Business Mobile', number: '021 555 0101' })).toBe(true);
    expect(isMobile({ type: 'Home', number: '09 555 0101' })).toBe(false);
  });

  it('knows whether the customer has a mobile', () => {
    const contact: Contact = { email: 'a@example.nz', phones: [{ type: 'Home', number: '09 555 0101' }], residentialAddress: null, postalAddress: null };
    expect(hasMobilePhone(contact)).toBe(false);
    expect(hasMobilePhone({ ...contact, phones: [...contact.phones, { type: 'Mobile', number: '021 555 0101' }] })).toBe(true);
  });
});
