import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SecurityPage from '../../../../src/features/security/ui/SecurityPage';
import { GlobalChallengeDialog } from '../../../../src/features/escalation/ui/GlobalChallengeDialog';
import { SECURITY_TOKENS } from '../../../../src/features/security/tokens';
import type { FakeSecurityService } from '../fakes/FakeSecurityService';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';

async function setup() {
  const app = appKit({ path: '/security' });
  await app.session.start();
  await app.session.login(AROHA);
  // The area arrives as its route would bring it: its module and (fake) adapters into the container.
  await app.loadArea();
  await act(async () => { app.renderApp(<><SecurityPage /><GlobalChallengeDialog /></>); });
  await screen.findByRole('heading', { name: 'Security' });
  const user = userEvent.setup();
  const fill = async (current: string, next: string, confirm = next) => {
    await user.type(screen.getByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };
  const security = app.container.get(SECURITY_TOKENS.SecurityService) as FakeSecurityService;
  return { app: { ...app, security }, user, fill };
}

describe('Security page: change password', () => {
  it('validates the fields with clear messages and marks them invalid', async () => {
    const { fill } = await setup();
    await fill('x', 'short', 'other');
    expect(screen.getByText('Your new password must be at least 12 characters long.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the SMS code in the challenge dialog, then confirms the change', async () => {
    const { app, user, fill } = await setup();
    await fill(AROHA.password, 'Pohutukawa-2027');
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Security code'), app.security.lastCode!);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your password has been changed. Use your new password next time you log in.')).toBeInTheDocument();
    expect(app.security.password).toBe('Pohutukawa-2027');
  });

  it("shows the bank's message when the current password is wrong", async () => {
    const { app, user, fill } = await setup();
    await fill('not-my-password-1', 'Pohutukawa-2027');
    await user.type(await screen.findByLabelText('Security code'), app.security.lastCode!);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
  });
});
