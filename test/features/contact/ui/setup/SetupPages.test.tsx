import { screen } from '@testing-library/react';
import { BackSoonPage } from '../../../../../src/app/pages/BackSoonPage';
import { PasswordResetPage } from '../../../../../src/features/apply/ui/PasswordResetPage';
import SetupDetailsPage from '../../../../../src/features/contact/ui/setup/SetupDetailsPage';
import SetupMobilePage from '../../../../../src/features/contact/ui/setup/SetupMobilePage';
import { AROHA_CONTACT } from '../../../../kernel/fakes/FakeContactService';
import { contactFeature } from '../../../../../src/features/contact';
import { appKit } from '../../../../support/appKit';

describe('contact setup pages', () => {
  it('mobile setup shows the email on file, no mobile, and the way to add one', async () => {
    const app = appKit({ contact: { ...AROHA_CONTACT, phones: [{ type: 'Home', number: '09 555 0101' }] } });
    await app.loadArea(contactFeature);
    app.renderApp(<SetupMobilePage />);
    expect(screen.getByRole('heading', { name: 'Add your mobile number' })).toBeInTheDocument();
    expect(await screen.findByText('aroha.ngata@example.co.nz')).toBeInTheDocument();
    expect(screen.getByText('None on file')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update contact details' })).toHaveAttribute('href', '/settings/details');
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

  it('password reset explains the reset by phone', () => {
    appKit().renderApp(<PasswordResetPage />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 569 424' })).toBeInTheDocument();
  });
});
