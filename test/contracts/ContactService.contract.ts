import type { ContactService } from '../../src/core/ports/ContactService';

/** Contact details of the demo customers the session rules depend on. */
export function describeContactServiceContract(name: string, make: (customerNumber: string) => Promise<ContactService>) {
  describe(`${name} honours the ContactService contract`, () => {
    it('Aroha (1000001) has an email and a mobile', async () => {
      const contact = await (await make('1000001')).getContact();
      expect(contact.email).toMatch(/@/);
      expect(contact.phones.some((p) => p.isMobile)).toBe(true);
    });

    it('Liam (1000002) has an email and no mobile', async () => {
      const contact = await (await make('1000002')).getContact();
      expect(contact.email).toMatch(/@/);
      expect(contact.phones.some((p) => p.isMobile)).toBe(false);
    });

    it('Mere (1000003) has no email', async () => {
      const contact = await (await make('1000003')).getContact();
      expect(contact.email).toBeNull();
    });

    it("marks a phone mobile exactly when its type contains 'Mobile'", async () => {
      const contact = await (await make('1000001')).getContact();
      for (const phone of contact.phones) expect(phone.isMobile).toBe(phone.type.includes('Mobile'));
    });
  });
}
