import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../src/app/App';
import { payeesFeature } from '../../../src/features/payees';
import { PAYEES_TOKENS } from '../../../src/features/payees/tokens';
import { ApiError } from '../../../src/kernel/domain/ApiError';
import { HandleApiError } from '../../../src/kernel/services/HandleApiError';
import { ServiceUnavailableStore } from '../../../src/app/stores/ServiceUnavailableStore';
import { AROHA } from '../../support/demoData';
import { appKit } from '../../support/appKit';
import { FakeMonitoring } from '../../kernel/fakes/FakeMonitoring';
import type { FakePayeeService } from '../../features/payees/fakes/FakePayeeService';

const maintenance = () => new ApiError(503, null, { message: 'Payees are down for maintenance.' });

describe('a service down for maintenance (503)', () => {
  it("shows the page that needed it as \"We're working on it. Sorry for the inconvenience.\" with \"Back to dashboard\"", async () => {
    const app = appKit({ path: '/online/payees' });
    await app.session.start();
    await app.session.login(AROHA);
    await app.loadArea(payeesFeature);
    const payees = app.container.get(PAYEES_TOKENS.PayeeService) as FakePayeeService;
    const list = jest.spyOn(payees, 'list').mockRejectedValueOnce(maintenance());
    app.renderApp(<App />);
    expect(await screen.findByText("We're working on it. Sorry for the inconvenience.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(list).toHaveBeenCalled();

    // The rest of the bank works; coming back to the page tries the service again.
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await waitFor(() => expect(app.path()).toBe('/online/dashboard'));
    app.navigator.navigate('/online/payees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payees' })).toBeInTheDocument();
    expect(screen.queryByText(/We're working on it/)).not.toBeInTheDocument();
  });
});

describe('ServiceUnavailableStore', () => {
  it('marks the page the customer was on when a call answered 503, and no other error', () => {
    const errors = new HandleApiError(new FakeMonitoring());
    let current = '/online/statements?account=1';
    const store = new ServiceUnavailableStore(errors, { navigate: () => undefined, currentPath: () => current } as never);
    errors.execute(new ApiError(500), { queryKey: 'statements' });
    errors.execute(new ApiError(404), { queryKey: 'statements' });
    expect(store.path).toBeNull();
    errors.execute(maintenance(), { queryKey: 'statements' });
    expect(store.isUnavailable('/online/statements')).toBe(true);
    current = '/online/tax';
    expect(store.isUnavailable('/online/tax')).toBe(false);
    store.clear();
    expect(store.isUnavailable('/online/statements')).toBe(false);
  });
});
