import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_TOKENS } from '../../../../../src/features/contact/tokens';
import type { FakeContactChangeService } from '../../fakes/FakeContactChangeService';
import { BackSoonPage } from '../../../../../src/app/pages/BackSoonPage';
import SetupDetailsPage from '../../../../../src/features/contact/ui/setup/SetupDetailsPage';
import { GlobalChallengeDialog } from '../../../../../src/features/escalation/ui/GlobalChallengeDialog';
import SetupMobilePage from '../../../../../src/features/contact/ui/setup/SetupMobilePage';
import { AROHA_CONTACT } from '../../../../kernel/fakes/FakeContactService';
import { contactFeature } from '../../../../../src/features/contact';
import { appKit } from '../../../../support/appKit';

describe('contact setup pages', () => {
  it('mobile setup shows the email on file and adds a mobile with the texted code and the emailed step-up code, then goes home', async () => {
    const app = appKit({ contact: { ...AROHA_CONTACT, phones: [{ type: 'Home', number: '09 555 0101' }] }, path: '/setup/internet-banking/mobile' });
    await app.loadArea(contactFeature);
    app.renderApp(<><SetupMobilePage /><GlobalChallengeDialog /></>);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Add your mobile number' })).toBeInTheDocument();
    expect(await screen.findByText('aroha.ngata@example.co.nz')).toBeInTheDocument();
    expect(screen.getByText('None on file')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/dashboard');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '09 555 0102');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('That looks like a landline. Enter a mobile number')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '022 555 0202');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to 022 555 0202.')).toBeInTheDocument();
    const changes = app.container.get(CONTACT_TOKENS.ContactChangeService) as FakeContactChangeService;
    await user.type(screen.getByRole('textbox', { name: 'Confirmation code' }), changes.sent[0]!.code);
    await user.click(screen.getByRole('button', { name: 'Add mobile number' }));
    // A mobile is a factor: the current password is asked too, on its own field.
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Current password'), 'Kowhai-2026!');
    await user.click(screen.getByRole('button', { name: 'Add mobile number' }));
    // No mobile to text: the step-up code goes to the email address on file.
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).getByText("We've sent a 6-digit security code to your email address a***@example.co.nz.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Security code'), changes.safeguard.latestCode()!);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('022 555 0202');
    expect(app.path()).toBe('/dashboard');
  });

  it('details setup says there is no email', async () => {
    const app = appKit({ contact: { ...AROHA_CONTACT, email: null } });
    await app.loadArea(contactFeature);
    app.renderApp(<SetupDetailsPage />);
    expect(screen.getByRole('heading', { name: 'Complete your contact details' })).toBeInTheDocument();
    expect(await screen.findByText('None on file')).toBeInTheDocument();
  });
});

describe('apply pages', () => {
  it('back-soon says the system is down and gives the phone number', () => {
    appKit().renderApp(<BackSoonPage />);
    expect(screen.getByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 569 424' })).toHaveAttribute('href', 'tel:0800569424');
  });
});
