import { screen } from '@testing-library/react';
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
    await user.type(await screen.findByRole('textbox', { name: 'Reference from our letter' }), 'CCCFA-2026-0007');
    await user.type(screen.getByLabelText('Date of birth'), '05/04/1981');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Another New Zealand bank account' }));
    await user.type(screen.getByLabelText('Account number'), '01-0902-0068388-00');
    await user.type(screen.getByLabelText('Name on the account'), 'Grace Patel');
    await user.click(screen.getByRole('button', { name: 'Request my refund' }));
    expect(screen.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid New Zealand bank account number'));
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
