import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageGate } from '../../../src/app/routes/PageGate';
import { GlobalLoader } from '../../../src/platform/ui/loading/GlobalLoader';
import { SessionDialogs } from '../../../src/features/session/ui/SessionDialogs';
import { AROHA } from '../../support/demoData';
import { appKit } from '../../support/appKit';

const Secret = () => <p>Banking page content</p>;

describe('PageGate', () => {
  it('shows a loader while the session is being restored', async () => {
    const app = appKit();
    app.renderApp(<GlobalLoader><PageGate requiresLogin><Secret /></PageGate></GlobalLoader>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Banking page content')).not.toBeInTheDocument();
    // The design system's loader says 'Loading...' once loading has lasted a second.
    expect(await screen.findByText('Loading...', {}, { timeout: 2_000 })).toBeInTheDocument();
  });

  it('a login-required page opens the required login dialog and renders nothing until logged in', async () => {
    const app = appKit({ path: '/security' });
    await app.session.start();
    app.renderApp(<GlobalLoader><><PageGate requiresLogin><Secret /></PageGate><SessionDialogs /></></GlobalLoader>);
    const user = userEvent.setup();
    expect(screen.queryByText('Banking page content')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log in to internet banking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer number'), AROHA.customerNumber);
    await user.type(screen.getByLabelText('Password'), AROHA.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Banking page content')).toBeInTheDocument();
  });

  it('a page whose flag is off shows the not-found page', async () => {
    const app = appKit();
    app.features.set('ReactDashboard', false);
    await app.session.start();
    await app.session.login(AROHA);
    app.renderApp(<GlobalLoader><PageGate requiresLogin feature="ReactDashboard"><Secret /></PageGate></GlobalLoader>);
    expect(await screen.findByText(/the page you were looking for doesn't exist/)).toBeInTheDocument();
    expect(screen.queryByText('Banking page content')).not.toBeInTheDocument();
  });

  it('a page whose flag is on renders once the flags are in, fetched once', async () => {
    const app = appKit();
    await app.session.start();
    await app.session.login(AROHA);
    app.renderApp(<GlobalLoader><PageGate feature="ReactDashboard"><Secret /></PageGate></GlobalLoader>);
    expect(await screen.findByText('Banking page content')).toBeInTheDocument();
    expect(app.features.calls).toBe(1);
  });

  it('leaving a login-required page closes its required login dialog', async () => {
    const app = appKit();
    await app.session.start();
    const view = app.renderApp(<GlobalLoader><PageGate requiresLogin><Secret /></PageGate></GlobalLoader>);
    expect(app.session.loginDialog).toEqual({ required: true });
    view.unmount();
    await waitFor(() => expect(app.session.loginDialog).toBeNull());
    act(() => undefined);
  });
});
