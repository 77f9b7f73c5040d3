import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AutomaticPaymentsPage from '../../../../src/features/automatic-payments/ui/AutomaticPaymentsPage';
import { automaticPaymentsFeature } from '../../../../src/features/automatic-payments';
import { AUTOMATIC_PAYMENTS_TOKENS as T } from '../../../../src/features/automatic-payments/tokens';
import { addDays } from '../../../../contract/rules/AucklandDate';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';
import { AreaWidgets } from '../../../../src/app/shell/AreaWidgets';
import type { FakeAutomaticPaymentService } from '../fakes/FakeAutomaticPaymentService';

async function setup() {
  const app = appKit({ path: '/online/automatic-payments' });
  await app.session.start();
  await app.session.login(AROHA);
  await app.loadArea(automaticPaymentsFeature);
  // The SMS code dialog is the escalation area's widget, which the app renders once.
  await act(async () => { app.renderApp(<><AutomaticPaymentsPage /><AreaWidgets /></>); });
  await screen.findByRole('heading', { name: 'Automatic payments', level: 1 });
  const service = app.container.get(T.AutomaticPaymentService) as FakeAutomaticPaymentService;
  return { app, service, user: userEvent.setup() };
}

describe('Automatic payments page', () => {
  it('lists the payments under the account they come from, with amount and frequency', async () => {
    await setup();
    const everyday = await screen.findByRole('region', { name: /Everyday/ });
    expect(within(everyday).getByRole('heading', { name: 'Harcourts Rentals' })).toBeInTheDocument();
    expect(within(everyday).getByText('$550.00')).toBeInTheDocument();
    expect(within(everyday).getByText('Weekly')).toBeInTheDocument();
  });

  it('skips the next payment and says when the next one is', async () => {
    const { user, service } = await setup();
    const [rent] = await service.list();
    await user.click(await screen.findByRole('button', { name: 'Skip next payment to Harcourts Rentals' }));
    expect(await screen.findByText(/The payment to Harcourts Rentals on .* is skipped\. The next one is on/)).toBeInTheDocument();
    expect((await service.list())[0]!.nextDate).toBe(addDays(rent!.nextDate, 7));
  });

  it('explains 584 in words when too many payments were cancelled today', async () => {
    const { user, service } = await setup();
    service.cancelledToday = 5;
    await user.click(await screen.findByRole('button', { name: 'Cancel payment to Online Saver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this automatic payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your automatic payment has not been cancelled');
    expect(alert).toHaveTextContent('the most we allow in one day');
  });

  /** The form filled in for a weekly gym payment to someone else's account. */
  async function fillGym(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Set up an automatic payment' }));
    await user.type(screen.getByLabelText('Payee name'), 'CityFitness');
    await user.type(screen.getByLabelText('Account number to pay'), '01-0505-6034438-00');
    await user.type(screen.getByLabelText('Amount ($)'), '17.99');
    // The form's own earliest date (tomorrow by the app's clock), a few days on.
    await user.type(screen.getByLabelText('Next payment date'), addDays(screen.getByLabelText('Next payment date').getAttribute('min') ?? '', 3));
  }

  it('sets up a payment, with field errors first, and only with the texted code when it pays someone else', async () => {
    const { user, service } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Set up an automatic payment' }));
    await user.click(screen.getByRole('button', { name: 'Set up payment' }));
    expect(screen.getByLabelText('Amount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Account number to pay')).toHaveAccessibleDescription(/Enter the account number to pay/);
    await user.type(screen.getByLabelText('Payee name'), 'CityFitness');
    await user.type(screen.getByLabelText('Account number to pay'), '01-0505-6034438-00');
    await user.type(screen.getByLabelText('Amount ($)'), '17.99');
    await user.selectOptions(screen.getByLabelText('How often'), 'fortnightly');
    // The form's own earliest date (tomorrow by the app's clock), a few days on.
    await user.type(screen.getByLabelText('Next payment date'), addDays(screen.getByLabelText('Next payment date').getAttribute('min') ?? '', 3));
    await user.click(screen.getByRole('button', { name: 'Set up payment' }));
    // A standing order to someone else's account is a money door: nothing is set up until the code is given.
    const code = await screen.findByRole('textbox', { name: 'Security code' });
    expect((await service.list()).map((p) => p.payeeName)).not.toContain('CityFitness');
    await user.type(code, service.safeguard.codeFor('op-1')!);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your $17.99 fortnightly payment to CityFitness is set up.')).toBeInTheDocument();
    expect((await service.list()).map((p) => p.payeeName)).toContain('CityFitness');
  });

  it('sets up nothing, says so and keeps what was typed, when the customer cancels the code', async () => {
    const { user, service } = await setup();
    await fillGym(user);
    await user.click(screen.getByRole('button', { name: 'Set up payment' }));
    await screen.findByRole('textbox', { name: 'Security code' });
    await user.click(within(screen.getByRole('dialog', { name: "Confirm it's you" })).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Your automatic payment has not been saved: it needs the code we text you.')).toBeInTheDocument();
    expect(screen.getByLabelText('Payee name')).toHaveValue('CityFitness');
    expect((await service.list()).map((p) => p.payeeName)).not.toContain('CityFitness');
  });

  it('summarises the problems in a focused error summary, each linking to its field, and takes a 16-digit account number', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Set up an automatic payment' }));
    await user.type(screen.getByLabelText('Account number to pay'), '1231401573925000');
    await user.click(screen.getByRole('button', { name: 'Set up payment' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link').map((l) => l.textContent);
    expect(links).toContain('Enter the payee name');
    expect(links.some((l) => l?.includes('account number'))).toBe(false);
    expect(screen.getByLabelText('Account number to pay')).toHaveValue('12-3140-1573925-000');
    await user.click(within(summary).getByRole('link', { name: 'Enter the payee name' }));
    expect(screen.getByLabelText('Payee name')).toHaveFocus();
  });
});
