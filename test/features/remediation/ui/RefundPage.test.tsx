import { act, screen, within } from '@testing-library/react';
import { GlobalChallengeDialog } from '../../../../src/features/escalation/ui/GlobalChallengeDialog';
import { AROHA } from '../../../support/demoData';
import userEvent from '@testing-library/user-event';
import { remediationFeature } from '../../../../src/features/remediation';
import { REMEDIATION_TOKENS } from '../../../../src/features/remediation/tokens';
import RefundPage from '../../../../src/features/remediation/ui/RefundPage';
import { appKit } from '../../../support/appKit';
import type { FakeRemediationService } from '../fakes/FakeRemediationService';

/**
 * The refund page over the test container (the production wiring); `prepare` sets the area's
 * fake service up before the page first reads it.
 */
async function renderRefund(prepare?: (service: FakeRemediationService) => Promise<void>) {
  const app = appKit({ path: '/online/refund' });
  await app.loadArea(remediationFeature);
  const service = app.container.get(REMEDIATION_TOKENS.RemediationService) as FakeRemediationService;
  await prepare?.(service);
  app.renderApp(<RefundPage />);
  return service;
}

/** Grace's letter and date of birth, then the refund asked for into another bank's account. */
async function askIntoAnotherAccount(user: ReturnType<typeof userEvent.setup>, accountNumber: string): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: 'Reference from our letter' }), 'CCCFA-2026-0007');
  await user.type(screen.getByLabelText('Date of birth'), '05/04/1981');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: 'Another New Zealand bank account' }));
  await user.type(screen.getByLabelText('Account number'), accountNumber);
  await user.type(screen.getByLabelText('Name on the account'), 'Grace Patel');
  await user.click(screen.getByRole('button', { name: 'Request my refund' }));
}

describe('RefundPage', () => {
  it('verifies, lets the customer choose their account, and confirms', async () => {
    const user = userEvent.setup();
    const service = await renderRefund();
    await user.type(await screen.findByRole('textbox', { name: 'Reference from our letter' }), 'CCCFA-2026-0007');
    await user.type(screen.getByLabelText('Date of birth'), '05/04/1981');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('$482.15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request my refund' }));
    expect(screen.getByText('Choose an account for your refund')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Everyday/ }));
    await user.click(screen.getByRole('button', { name: 'Request my refund' }));
    expect(await screen.findByText("Thanks, we've got your refund request")).toBeInTheDocument();
    expect(service.submissions).toEqual([{ kind: 'own', accountId: '1000007-1' }]);
  });

  it('marks an account number whose check digits are wrong', async () => {
    const user = userEvent.setup();
    await renderRefund();
    await askIntoAnotherAccount(user, '01-0902-0068388-00');
    expect(screen.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid New Zealand bank account number'));
  });

  it('pays into another bank account only after the security code', async () => {
    const user = userEvent.setup();
    const app = appKit({ path: '/online/refund' });
    await app.session.start();
    await app.session.login(AROHA);
    await app.loadArea(remediationFeature);
    const service = app.container.get(REMEDIATION_TOKENS.RemediationService) as FakeRemediationService;
    await act(async () => { app.renderApp(<><RefundPage /><GlobalChallengeDialog /></>); });
    await askIntoAnotherAccount(user, '01-0902-0068389-00');
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(service.submissions).toEqual([]);
    await user.type(within(dialog).getByLabelText('Security code'), service.safeguard.latestCode()!);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText("Thanks, we've got your refund request")).toBeInTheDocument();
    expect(service.submissions).toEqual([{ kind: 'other', accountNumber: '01-0902-0068389-00', accountName: 'Grace Patel' }]);
  });

  it('explains in words that the request was already submitted', async () => {
    const user = userEvent.setup();
    await renderRefund(async (service) => {
      service.verified = true;
      await service.submit({ kind: 'own', accountId: '1000007-1' });
    });
    await user.type(await screen.findByRole('textbox', { name: 'Reference from our letter' }), 'CCCFA-2026-0007');
    await user.type(screen.getByLabelText('Date of birth'), '05/04/1981');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your refund request has already been submitted')).toBeInTheDocument();
    expect(screen.getByText(/nothing more you need to do/)).toBeInTheDocument();
  });
});
