import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ScamProtectionPage from '../../../../src/features/scam/ui/ScamProtectionPage';
import { GlobalChallengeDialog } from '../../../../src/features/escalation/ui/GlobalChallengeDialog';
import { scamFeature } from '../../../../src/features/scam';
import { SCAM_TOKENS } from '../../../../src/features/scam/tokens';
import type { FakeScamProtectionService } from '../fakes/FakeScamProtectionService';
import { AROHA_REPORTABLE } from '../fakes/FakeScamProtectionService';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';

async function setup() {
  const app = appKit({ path: '/security/scam-protection' });
  await app.session.start();
  await app.session.login(AROHA);
  await app.loadArea(scamFeature);
  await act(async () => { app.renderApp(<><ScamProtectionPage /><GlobalChallengeDialog /></>); });
  await screen.findByRole('heading', { level: 1, name: 'Scam protection' });
  const service = app.container.get(SCAM_TOKENS.ScamProtectionService) as FakeScamProtectionService;
  return { user: userEvent.setup(), service };
}

describe('Scam protection page', () => {
  it('reports a scam: both fields are needed, then the case reference shows', async () => {
    const { user, service } = await setup();
    const report = screen.getByRole('form', { name: 'Report a scam' });
    await user.click(within(report).getByRole('button', { name: 'Report a scam' }));
    expect(within(report).getByText('Choose the payment')).toBeInTheDocument();
    expect(within(report).getByText('Tell us what happened')).toBeInTheDocument();
    expect(within(report).getByLabelText('Which payment?')).toHaveAttribute('aria-invalid', 'true');
    expect(within(report).getByLabelText('What happened?')).toHaveAttribute('aria-invalid', 'true');
    const [crypto] = AROHA_REPORTABLE;
    await user.selectOptions(within(report).getByLabelText('Which payment?'), crypto!.id);
    await user.type(within(report).getByLabelText('What happened?'), 'They said my money would double in a month.');
    await user.click(within(report).getByRole('button', { name: 'Report a scam' }));
    expect(await within(report).findByText("We've got your report")).toBeInTheDocument();
    expect(within(report).getByText(service.reports[0]!.caseReference)).toBeInTheDocument();
    expect(service.reports).toEqual([expect.objectContaining({ paymentId: crypto!.id, whatHappened: 'They said my money would double in a month.' })]);
  });

  it('locks only after the customer says yes, then says what is stopped and how to unlock', async () => {
    const { user, service } = await setup();
    await user.click(screen.getByRole('button', { name: 'Lock my banking' }));
    const confirm = screen.getByRole('group', { name: 'Confirm locking your banking' });
    await user.click(within(confirm).getByRole('button', { name: 'No, go back' }));
    expect(service.locked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Lock my banking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, lock my banking' }));
    expect(await screen.findByText('Your banking is locked')).toBeInTheDocument();
    expect(screen.getByText(/Automatic payments and card payments carry on/)).toBeInTheDocument();
    expect(service.locked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lock my banking' })).not.toBeInTheDocument();
  });

  it('lowers the daily limit at once; a raise asks for the code and starts in 24 hours', async () => {
    const { user, service } = await setup();
    const limit = screen.getByRole('form', { name: 'Daily payment limit' });
    expect(within(limit).getByText('Your limit is $10,000.00 a day. $10,000.00 left today.')).toBeInTheDocument();
    await user.type(within(limit).getByLabelText('New daily limit ($)'), 'lots');
    await user.click(within(limit).getByRole('button', { name: 'Change limit' }));
    expect(within(limit).getByLabelText('New daily limit ($)')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(limit).getByLabelText('New daily limit ($)'));
    await user.type(within(limit).getByLabelText('New daily limit ($)'), '500');
    await user.click(within(limit).getByRole('button', { name: 'Change limit' }));
    expect(await within(limit).findByText('Your daily limit is now $500.00.')).toBeInTheDocument();
    expect(service.limit.limit).toBe(50_000);

    await user.type(within(limit).getByLabelText('New daily limit ($)'), '2000');
    await user.click(within(limit).getByRole('button', { name: 'Change limit' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Security code'), service.lastCode!);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(limit).findByText('Your new limit of $2,000.00 starts in 24 hours. Until then it stays $500.00.')).toBeInTheDocument();
    expect(service.limit).toMatchObject({ limit: 50_000, pending: { limit: 200_000 } });
  });
});
