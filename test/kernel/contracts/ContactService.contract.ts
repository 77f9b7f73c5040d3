import { ApiError } from '../../../src/kernel/domain/ApiError';
import { hasMobilePhone, type ContactAddress, type ContactAddressKind } from '../../../src/kernel/domain/Contact';
import type { ContactService } from '../../../src/kernel/ports/ContactService';

export interface ContactServiceSubject {
  /** Logged in as Aroha (demo customer 1000001: email and mobile). */
  loggedIn: ContactService;
  /** No token at all. */
  anonymous: ContactService;
  /** The DPID of 12 Queen Street, Auckland Central in the subject's address directory. */
  queenStreetDpid: string;
  /** Passes the SMS safeguard for this operation as Aroha (she typed the code texted to her mobile). */
  escalate(operationId: string): Promise<void>;
}

/** Saves as the client does: asked for the safeguard (403 6002), escalated, the same save again with the operation. */
async function saveWithStepUp(subject: ContactServiceSubject, kind: ContactAddressKind, address: ContactAddress): Promise<void> {
  try {
    await subject.loggedIn.saveAddress(kind, address, PASSWORD);
    throw new Error('an address change must be safeguarded');
  } catch (error) {
    if (!(error instanceof ApiError) || error.nativeErrorCode !== 6002) throw error;
    const { operationId } = error.response as { operationId: string };
    await subject.escalate(operationId);
    await subject.loggedIn.saveAddress(kind, address, PASSWORD, operationId);
  }
}

/** Every demo customer's password. */
const PASSWORD = 'Kowhai-2026!';

const newHome = (dpid: string): ContactAddress => ({
  dpid, addressLines: ['12 Queen Street'], suburb: 'Auckland Central', cityTown: 'Auckland', postcode: '1010',
});

export function describeContactServiceContract(name: string, make: () => Promise<ContactServiceSubject>) {
  describe(`${name} honours the ContactService contract`, () => {
    let subject: ContactServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it("gives the logged-in customer's email and phones, a mobile among them", async () => {
      const contact = await subject.loggedIn.getContact();
      expect(contact.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(hasMobilePhone(contact)).toBe(true);
      for (const phone of contact.phones) expect(phone).toEqual({ type: expect.any(String), number: expect.any(String) });
    });

    it('saves a residential address chosen from the directory and gives it back', async () => {
      await saveWithStepUp(subject, 'residential', newHome(subject.queenStreetDpid));
      expect((await subject.loggedIn.getContact()).residentialAddress).toEqual(newHome(subject.queenStreetDpid));
    });

    it('saves a postal address typed by hand, without touching the residential one', async () => {
      const before = (await subject.loggedIn.getContact()).residentialAddress;
      const box = { dpid: null, addressLines: ['PO Box 1234', 'Shortland Street'], suburb: null, cityTown: 'Auckland', postcode: '1140' };
      await saveWithStepUp(subject, 'postal', box);
      const after = await subject.loggedIn.getContact();
      expect(after.postalAddress).toEqual(box);
      expect(after.residentialAddress).toEqual(before);
    });

    it('changes no address without the safeguard: 403 6002 with an operation, the address as it was', async () => {
      const before = (await subject.loggedIn.getContact()).postalAddress;
      const failure = await subject.loggedIn.saveAddress('postal', newHome(subject.queenStreetDpid), PASSWORD).catch((e: unknown) => e);
      expect(failure).toMatchObject({ status: 403, nativeErrorCode: 6002, response: { operationId: expect.any(String) } });
      expect((await subject.loggedIn.getContact()).postalAddress).toEqual(before);
    });

    it('changes no address without the current password: 400 on the password, no safeguard asked, the address as it was', async () => {
      const before = (await subject.loggedIn.getContact()).postalAddress;
      for (const password of ['', 'Not-it-at-all-1']) {
        const failure = await subject.loggedIn.saveAddress('postal', newHome(subject.queenStreetDpid), password).catch((e: unknown) => e);
        expect(failure).toMatchObject({ status: 400, response: { message: 'Your current password is incorrect.' } });
      }
      expect((await subject.loggedIn.getContact()).postalAddress).toEqual(before);
    });

    it('refuses an address whose postcode is not 4 digits with a 400', async () => {
      const failure = await subject.loggedIn.saveAddress('residential', { ...newHome(subject.queenStreetDpid), postcode: '10' }, PASSWORD).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 400 });
    });

    it('refuses a DPID that is not in the directory with a 400', async () => {
      const failure = await subject.loggedIn.saveAddress('residential', newHome('999999999'), PASSWORD).catch((e: unknown) => e);
      expect(failure).toMatchObject({ status: 400 });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.getContact().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
