import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quickViewFeature } from '../../../../src/features/quickview';
import { QUICK_VIEW_TOKENS } from '../../../../src/features/quickview/tokens';
import QuickViewPage from '../../../../src/features/quickview/ui/QuickViewPage';
import { QUICK_VIEW_MESSAGES } from '../../../../src/features/quickview/stores/QuickViewStore';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { createTestContainer } from '../../../support/testContainer';
import { renderWithServices } from '../../../support/renderWithServices';
import type { FakeQuickViewService } from '../fakes/FakeQuickViewService';

async function setup() {
  const container = createTestContainer();
  await container.get(PLATFORM_TOKENS.FeatureLoader).load(quickViewFeature);
  renderWithServices(<QuickViewPage />, { container, path: '/quickview' });
  return { service: container.get(QUICK_VIEW_TOKENS.QuickViewService) as FakeQuickViewService, user: userEvent.setup() };
}

describe('QuickViewPage', () => {
  it('shows an account in quick view with its switch, saved at once', async () => {
    const { user, service } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Quick view' })).toBeInTheDocument();
    await user.click(await screen.findByRole('switch', { name: 'Show Bills' }));
    expect(await screen.findByRole('switch', { name: 'Show Bills', checked: true })).toBeInTheDocument();
    expect((await service.list()).map((a) => a.shown)).toEqual([false, true]);
    expect(document.title).toBe('Quick view | Kōwhai Bank');
  });

  it('leaves the switch as it was when the bank refuses', async () => {
    const { user, service } = await setup();
    service.show = async () => { throw new Error('network down'); };
    await user.click(await screen.findByRole('switch', { name: 'Show Everyday' }));
    expect(await screen.findByText(QUICK_VIEW_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Everyday' })).not.toBeChecked();
  });
});
