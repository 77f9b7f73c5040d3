import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import type { Contact } from '../../../../../src/kernel/domain/Contact';
import { AROHA_CONTACT } from '../../../../kernel/fakes/FakeContactService';
import { sessionKit } from '../../../../support/sessionKit';

const LIAM_CONTACT: Contact = { ...AROHA_CONTACT, email: 'liam@example.co.nz', phones: [{ type: 'Home', number: '09 555 0101' }] };
const MERE_CONTACT: Contact = { ...AROHA_CONTACT, email: null, phones: [{ type: 'Mobile', number: '021 555 0101' }] };

describe('RedirectAfterLogin', () => {
  it('continues where the customer was going when email and a mobile are on file', async () => {
    const kit = sessionKit();
    await expect(kit.redirectAfterLogin.execute({ intended: '/security' })).resolves.toBe('/security');
  });

  it('goes home when nothing was intended', async () => {
    const kit = sessionKit();
    await expect(kit.redirectAfterLogin.execute({ intended: null })).resolves.toBe('/dashboard');
  });

  it('sends a customer with an email but no mobile to mobile setup', async () => {
    const kit = sessionKit({ contact: LIAM_CONTACT });
    await expect(kit.redirectAfterLogin.execute({ intended: '/security' })).resolves.toBe('/setup/internet-banking/mobile');
  });

  it('sends a customer without an email to details setup, mobile or not', async () => {
    const kit = sessionKit({ contact: MERE_CONTACT });
    await expect(kit.redirectAfterLogin.execute({ intended: null })).resolves.toBe('/setup/internet-banking/details');
  });

  it('continues, and reports, when the contact call fails', async () => {
    const kit = sessionKit();
    kit.contacts.failing = true;
    await expect(kit.redirectAfterLogin.execute({ intended: '/payees' })).resolves.toBe('/payees');
    expect(kit.monitoring.reports).toEqual([{ error: new ApiError(503), queryKey: 'contact' }]);
  });

  it('never redirects off-site', async () => {
    const kit = sessionKit();
    await expect(kit.redirectAfterLogin.execute({ intended: '//evil.example' })).resolves.toBe('/dashboard');
  });
});
