import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertsFeature } from '../../../../src/features/alerts';
import { ALERTS_TOKENS } from '../../../../src/features/alerts/tokens';
import AlertsPage from '../../../../src/features/alerts/ui/AlertsPage';
import { appKit } from '../../../support/appKit';
import type { FakeAlertsService } from '../fakes/FakeAlertsService';

async function setup() {
  const app = appKit({ path: '/alerts' });
  await app.loadArea(alertsFeature);
  app.renderApp(<AlertsPage />);
  await screen.findByRole('heading', { name: 'Low balance' });
  return { app, service: app.container.get(ALERTS_TOKENS.AlertsService) as FakeAlertsService, user: userEvent.setup() };
}

describe('Alerts page', () => {
  it('turns on a low-balance alert by SMS with an amount and saves it', async () => {
    const { service, user } = await setup();
    await user.click(screen.getByRole('switch', { name: 'Low balance alert' }));
    const card = screen.getByRole('region', { name: 'Low balance' });
    await user.type(within(card).getByLabelText('Alert me below'), '250');
    await user.click(within(card).getByRole('radio', { name: 'Text message (SMS)' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Your alerts have been saved.')).toBeInTheDocument();
    expect((await service.list())[0]).toEqual({ kind: 'low-balance', enabled: true, thresholdCents: 25_000, channel: 'sms' });
  });

  it('shows the amount problem on the field, keeps what was typed, and saves nothing', async () => {
    const { service, user } = await setup();
    await user.click(screen.getByRole('switch', { name: 'Large payment alert' }));
    const amount = within(screen.getByRole('region', { name: 'Large payment' })).getByLabelText('Alert me from');
    await user.type(amount, '12.50');
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Enter a whole dollar amount')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('12.50');
    expect(service.saves).toBe(0);
  });

  it('says so when the bank cannot save, and keeps the choices', async () => {
    const { service, user } = await setup();
    await user.click(screen.getByRole('switch', { name: 'New login alert' }));
    service.failing = true;
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText("Sorry, we couldn't save your alerts right now. Nothing has changed; please try again.")).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New login alert' })).toBeChecked();
  });
});
