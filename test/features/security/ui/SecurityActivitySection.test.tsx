import { screen, within } from '@testing-library/react';
import { securityFeature } from '../../../../src/features/security';
import { SECURITY_TOKENS } from '../../../../src/features/security/tokens';
import SecurityPage from '../../../../src/features/security/ui/SecurityPage';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { createTestContainer } from '../../../support/testContainer';
import { renderWithServices } from '../../../support/renderWithServices';
import type { FakeSecurityActivityService } from '../fakes/FakeSecurityActivityService';

async function setup() {
  const container = createTestContainer();
  await container.get(PLATFORM_TOKENS.FeatureLoader).load(securityFeature);
  const activity = container.get(SECURITY_TOKENS.SecurityActivityService) as FakeSecurityActivityService;
  return { container, activity, render: () => renderWithServices(<SecurityPage />, { container, path: '/security' }) };
}

describe('Security page: recent security activity', () => {
  it('lists what happened, newest first, in Auckland time, naming the device', async () => {
    const { render } = await setup();
    render();
    const region = screen.getByRole('region', { name: 'Recent security activity' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((i) => i.querySelector('.security-activity__what')?.textContent)).toEqual(['Payee added', 'Wrong password entered', 'Logged in']);
    // 21 Nov 2026 09:05 UTC is 10:05 pm in Auckland (NZDT).
    expect(items[0]).toHaveTextContent('21 Nov 2026, 10:05 pm · This browser');
    expect(items[1]).toHaveTextContent('iPhone · Safari');
  });

  it('reads a change made since the page was last open (fresh each visit)', async () => {
    const { render, activity } = await setup();
    activity.record({ kind: 'email-changed', occurredAt: '2026-11-21T09:10:00.000Z', device: 'Mac', browser: 'Safari', thisDevice: true });
    render();
    const region = screen.getByRole('region', { name: 'Recent security activity' });
    expect((await within(region).findAllByRole('listitem'))[0]).toHaveTextContent('Email address changed');
  });

  it('says so when it cannot load', async () => {
    const { render, activity } = await setup();
    activity.loggedIn = false;
    render();
    expect(await screen.findByText("We couldn't load your recent security activity. Please try again.")).toBeInTheDocument();
  });
});
