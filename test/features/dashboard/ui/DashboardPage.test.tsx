import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aucklandToday } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import { dashboardFeature } from '../../../../src/features/dashboard';
import { DASHBOARD_TOKENS } from '../../../../src/features/dashboard/tokens';
import DashboardPage from '../../../../src/features/dashboard/ui/DashboardPage';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { FIRST_LOAD_ATTRIBUTE } from '../../../../src/platform/ui/loading/loadingTimings';
import { renderWithServices } from '../../../support/renderWithServices';
import { createTestContainer } from '../../../support/testContainer';
import { AROHA } from '../../../support/demoData';
import type { FakeFeatureService } from '../../session/fakes/FakeFeatureService';
import type { FakeCustomerService } from '../fakes/FakeCustomerService';
import { sampleOverview, type FakeDashboardService } from '../fakes/FakeDashboardService';

// The side panels are a chunk fetched after the first screen (the first-load signal and the heading).
beforeEach(() => document.documentElement.setAttribute(FIRST_LOAD_ATTRIBUTE, 'true'));
afterEach(() => document.documentElement.removeAttribute(FIRST_LOAD_ATTRIBUTE));

async function setup(payAndTransfer = true) {
  const container = createTestContainer();
  // Aroha logged in: her flags say whether a card offers Pay and Transfer.
  (container.get(SESSION_TOKENS.FeatureService) as FakeFeatureService).set('ReactPayAndTransfer', payAndTransfer);
  const session = container.get(SESSION_TOKENS.SessionStore);
  await session.start();
  await session.login(AROHA);
  await container.get(PLATFORM_TOKENS.FeatureLoader).load(dashboardFeature);
  const customers = container.get(DASHBOARD_TOKENS.CustomerService) as FakeCustomerService;
  customers.accounts = [...customers.accounts,
    { id: '1000001-6', product: 'kiwisaver', name: 'KiwiSaver Growth Fund', accountNumber: '38-9123-0102300-00', balance: 4_231_877, available: 0, creditLimit: null }];
  const overview = container.get(DASHBOARD_TOKENS.DashboardService) as FakeDashboardService;
  const today = aucklandToday(container.get(PLATFORM_TOKENS.Clock).now());
  overview.overview = sampleOverview(today);
  return { container, customers, overview, today, user: userEvent.setup() };
}

describe('DashboardPage', () => {
  it('shows a loading skeleton until the accounts arrive, then greets the customer with the net position', async () => {
    const { container, customers } = await setup();
    renderWithServices(<DashboardPage />, { container, path: '/online/dashboard' });
    expect(screen.getByRole('status', { name: 'Loading your accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kia ora, Aroha' })).toBeInTheDocument();
    const net = customers.accounts.reduce((sum, a) => sum + a.balance, 0);
    expect(screen.getByText('Net position').closest('p')).toHaveTextContent(`Net position ${formatMoney(net)}`);
    expect(screen.queryByRole('status', { name: 'Loading your accounts' })).toBeNull();
  });

  it('groups the accounts under headings, each group with its total', async () => {
    const { container, customers } = await setup();
    renderWithServices(<DashboardPage />, { container });
    const everyday = await screen.findByRole('region', { name: 'Everyday' });
    const account = customers.accounts.find((a) => a.product === 'everyday');
    expect(within(everyday).getByText(`Total`, { exact: false }).parentElement).toHaveTextContent(formatMoney(account?.balance ?? 0));
    expect(screen.getByRole('region', { name: 'Credit cards' })).toBeInTheDocument();
    // KiwiSaver's money is locked in: its card names no "available" figure (the API reports 0).
    expect(screen.getByRole('region', { name: 'KiwiSaver' })).not.toHaveTextContent(/available/);
  });

  it("links each card to its account, KiwiSaver's to the KiwiSaver page, and offers Pay and Transfer from everyday accounts", async () => {
    const { container } = await setup();
    renderWithServices(<DashboardPage />, { container });
    expect(await screen.findByRole('link', { name: 'Everyday' })).toHaveAttribute('href', '/online/accounts/1000001-1');
    expect(screen.getByRole('link', { name: 'KiwiSaver Growth Fund' })).toHaveAttribute('href', '/online/kiwisaver');
    const everyday = screen.getByRole('region', { name: 'Everyday' });
    const pay = await within(everyday).findByRole('link', { name: 'Pay' });
    expect(pay).toHaveAccessibleDescription('Everyday');
    expect(pay).toHaveAttribute('href', '/online/pay?from=1000001-1');
    expect(within(everyday).getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/online/transfer?from=1000001-1');
    expect(within(screen.getByRole('region', { name: 'Credit cards' })).queryByRole('link', { name: 'Pay' })).toBeNull();
  });

  it('offers neither Pay nor Transfer on a card with ReactPayAndTransfer off (those pages are not found then)', async () => {
    const { container } = await setup(false);
    renderWithServices(<DashboardPage />, { container });
    const everyday = await screen.findByRole('region', { name: 'Everyday' });
    await waitFor(() => expect(container.get(SESSION_TOKENS.FeatureStore).ready).toBe(true));
    expect(within(everyday).getByRole('link', { name: 'Everyday' })).toBeInTheDocument();
    expect(within(everyday).queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(within(everyday).queryByRole('link', { name: 'Transfer' })).toBeNull();
  });

  it('shows what waits for the customer, with the link that deals with it', async () => {
    const { container } = await setup();
    renderWithServices(<DashboardPage />, { container });
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(within(waiting).getByText('Mighty Ape is asking you to approve a payment')).toBeInTheDocument();
    expect(within(waiting).getByText(formatMoney(8_999))).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Review request' })).toHaveAttribute('href', '/settings/online-eftpos');
  });

  it('lists upcoming payments by day, recent activity and the spending chart in words', async () => {
    const { container } = await setup();
    renderWithServices(<DashboardPage />, { container });
    const upcoming = await screen.findByRole('region', { name: 'Coming up' });
    const rent = within(upcoming).getByText('Harcourts Rentals').closest('li') as HTMLElement;
    expect(rent).toHaveTextContent('Tomorrow');
    expect(rent).toHaveTextContent('From Everyday · Weekly');
    expect(rent).toHaveTextContent(formatMoney(-55_000));
    expect(within(upcoming).getByText('Mercury Energy').closest('li')).toHaveTextContent(`From Bills · One-off`);
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('Countdown Ponsonby').closest('li')).toHaveTextContent('Everyday · Pending');
    const chart = within(await screen.findByRole('region', { name: 'Spending this month' })).getByRole('list', { name: /by category/ });
    expect(within(chart).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`Groceries${formatMoney(45_000)} · 75%`, `Other${formatMoney(15_000)} · 25%`]);
  });

  it('shows the insurance policies as cards that open the policy', async () => {
    const { container } = await setup();
    renderWithServices(<DashboardPage />, { container });
    expect(await screen.findByRole('link', { name: 'Life insurance' })).toHaveAttribute('href', '/online/my-insurance/policies/pol-1');
  });

  it('keeps the balances when the overview fails, and Try again loads it', async () => {
    const { container, overview, user } = await setup();
    const working = overview.getOverview.bind(overview);
    overview.getOverview = () => Promise.reject(new ApiError(500));
    renderWithServices(<DashboardPage />, { container });
    expect(await screen.findByText("We couldn't load your recent activity")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Everyday' })).toBeInTheDocument();
    overview.getOverview = working;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Coming up' })).toBeInTheDocument();
  });
});
