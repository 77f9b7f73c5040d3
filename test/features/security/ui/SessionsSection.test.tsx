import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { securityFeature } from '../../../../src/features/security';
import { SECURITY_TOKENS } from '../../../../src/features/security/tokens';
import SecurityPage from '../../../../src/features/security/ui/SecurityPage';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { createTestContainer } from '../../../support/testContainer';
import { renderWithServices } from '../../../support/renderWithServices';
import type { FakeSessionsService } from '../fakes/FakeSessionsService';

async function setup() {
  const container = createTestContainer();
  await container.get(PLATFORM_TOKENS.FeatureLoader).load(securityFeature);
  renderWithServices(<SecurityPage />, { container, path: '/security' });
  return { sessions: container.get(SECURITY_TOKENS.SessionsService) as FakeSessionsService, user: userEvent.setup() };
}

describe('Security page: where you are logged in', () => {
  it('lists the sessions with device, browser and last active in Auckland time', async () => {
    await setup();
    const region = screen.getByRole('region', { name: "Where you're logged in" });
    const here = await within(region).findByRole('listitem', { name: 'Mac, Safari, this browser' });
    expect(within(here).getByText('This browser')).toBeInTheDocument();
    // 21 Nov 2026 09:00 UTC is 10:00 pm in Auckland (NZDT).
    expect(here).toHaveTextContent('Last active 21 Nov 2026, 10:00 pm');
    expect(within(region).getByRole('listitem', { name: 'iPhone, Safari' })).toHaveTextContent('Last active 21 Nov 2026, 8:30 am');
  });

  it('logs out everywhere else, leaving this browser', async () => {
    const { user, sessions } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Log out everywhere else' }));
    expect(await screen.findByText("You've been logged out everywhere else.")).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'iPhone, Safari' })).toBeNull();
    expect(screen.getByText("You're not logged in anywhere else.")).toBeInTheDocument();
    expect(await sessions.list()).toHaveLength(1);
  });

  it('logs out one other device by its own "Log out", and says so', async () => {
    const { user, sessions } = await setup();
    expect(screen.queryByRole('button', { name: 'Log out Mac, Safari' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Log out iPhone, Safari' }));
    expect(await screen.findByText('iPhone · Safari has been logged out.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'iPhone, Safari' })).toBeNull();
    expect((await sessions.list()).map((s) => s.device)).toEqual(['Mac']);
  });
});
