import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { SessionDialogs } from '../../../../src/features/session/ui/SessionDialogs';
import { AROHA } from '../../../support/demoData';
import { settle } from '../../../support/sessionKit';
import { appKit } from '../../../support/appKit';

async function loggedIn(path = '/security') {
  const app = appKit({ path });
  await app.session.start();
  await app.session.login(AROHA);
  app.renderApp(<SessionDialogs />);
  return { app, user: userEvent.setup() };
}

describe('LoginDialog', () => {
  it('opens on request with Cancel; Cancel closes it', async () => {
    const app = appKit({ path: '/apply/back-soon' });
    app.renderApp(<SessionDialogs />);
    const user = userEvent.setup();
    act(() => app.session.requestLogin());
    const dialog = screen.getByRole('dialog', { name: 'Log in to internet banking' });
    expect(within(dialog).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/apply/password-reset');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when login is required: no Cancel, and Escape does not close it', async () => {
    const app = appKit({ path: '/security' });
    app.renderApp(<SessionDialogs />);
    act(() => app.session.requestLogin({ required: true }));
    const dialog = screen.getByRole('dialog', { name: 'Log in to internet banking' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    act(() => { dialog.dispatchEvent(new Event('cancel', { cancelable: true })); });
    expect(screen.getByRole('dialog', { name: 'Log in to internet banking' })).toBeInTheDocument();
  });

  it.each([
    ['asked for', undefined],
    ['required', { required: true }],
  ] as const)('cannot be closed by clicking the overlay (%s)', async (_, request) => {
    const app = appKit({ path: '/security' });
    app.renderApp(<SessionDialogs />);
    const user = userEvent.setup();
    act(() => app.session.requestLogin(request));
    // A click on a modal <dialog>'s backdrop is a click on the dialog element itself.
    await user.click(screen.getByRole('dialog', { name: 'Log in to internet banking' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog', { name: 'Log in to internet banking' })).toBeVisible();
    expect(app.session.loginDialog).not.toBeNull();
  });

  it('shows the one-time-password alert without calling the bank', async () => {
    const app = appKit({ path: '/security' });
    app.renderApp(<SessionDialogs />);
    const user = userEvent.setup();
    act(() => app.session.requestLogin({ required: true }));
    await user.type(screen.getByLabelText('Customer number'), '1000001');
    await user.type(screen.getByLabelText('Password'), 'x7Q2');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("It appears you're trying to log in with a one-time password. Please go to the login page and try again.");
    expect(app.tokens.calls).toHaveLength(0);
  });

  it('logs in, closes, and keeps the customer on the page', async () => {
    const app = appKit({ path: '/security' });
    app.renderApp(<SessionDialogs />);
    const user = userEvent.setup();
    act(() => app.session.requestLogin({ required: true }));
    await user.type(screen.getByLabelText('Customer number'), AROHA.customerNumber);
    await user.type(screen.getByLabelText('Password'), AROHA.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.session.isLoggedIn).toBe(true);
    expect(app.path()).toBe('/security');
  });
});

describe('InactivityDialog', () => {
  it('appears one minute before the end with the spec words; Stay logged in keeps the session', async () => {
    const { app, user } = await loggedIn();
    act(() => app.clock.advance(539_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => app.clock.advance(1_000));
    const dialog = screen.getByRole('dialog', { name: 'Internet banking inactivity' });
    expect(dialog).toHaveAccessibleDescription('You will be logged out in one minute.');
    expect(within(dialog).getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.tokens.refreshCalls).toEqual([{ forceLowPriv: false, freshSession: true }]);
    expect(app.session.isLoggedIn).toBe(true);
  });

  it('Log out logs out and goes to /login?loggedOut=true', async () => {
    const { app, user } = await loggedIn();
    act(() => app.clock.advance(540_000));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.path()).toBe('/login?loggedOut=true'));
    expect(app.session.status).toBe('loggedOut');
  });
});

describe('SessionTimeoutDialog', () => {
  it.each([7009, 98, 7008])('opens for NativeErrorCode %i; OK goes to /login', async (code) => {
    const { app, user } = await loggedIn();
    await act(async () => { await app.cache.fetch('accounts', () => Promise.reject(new ApiError(401, code))).catch(() => undefined); });
    const dialog = screen.getByRole('dialog', { name: 'Session time out' });
    expect(dialog).toHaveAccessibleDescription('You will need to log in again to access internet banking.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(app.path()).toBe('/login'));
  });

  it('opens when lowpriv_in reaches 0', async () => {
    const { app } = await loggedIn();
    act(() => { app.clock.advance(30_000); app.activity.emit(); });
    await act(async () => { app.clock.advance(570_000); await settle(); });
    expect(screen.getByRole('dialog', { name: 'Session time out' })).toBeInTheDocument();
  });
});

