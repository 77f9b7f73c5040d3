import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DebugPanel } from '../../../../src/app/shell/debug/DebugPanel';
import { classifyHost } from '../../../../src/kernel/domain/DebugSettings';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import type { FakeDebugOptions } from '../../../kernel/fakes/FakeDebugOptions';
import type { FakeNotifier } from '../../../kernel/fakes/FakeNotifier';
import { appKit } from '../../../support/appKit';
import { AROHA } from '../../../support/demoData';

/**
 * The panel over the test container (the production wiring: the shell's DebugStore over the
 * fake debug options, notifier and bridge). `at` moves the fake clock on to a time (it starts
 * earlier than any a test reads), `offset` sets how far the bank's time is from the device's.
 */
async function setup({ hostname = 'localhost', loggedIn = false, at = 0, offset = 0 } = {}) {
  const app = appKit({ path: '/online/dashboard' });
  if (at) app.clock.advance(at - app.clock.now());
  app.clock.offset = offset;
  if (loggedIn) await app.session.login(AROHA);
  const onLogIn = jest.fn();
  const onLogOut = jest.fn();
  const view = app.renderApp(<DebugPanel hostname={hostname} onLogIn={onLogIn} onLogOut={onLogOut} />);
  // The panel's body is a lazy chunk: wait for it on the hosts that have it.
  if (classifyHost(hostname) !== 'none') await screen.findByRole('button', { name: 'Debug' });
  return {
    ...view, location: app.location, clock: app.clock,
    options: app.container.get(P.DebugOptions) as FakeDebugOptions, notifier: app.container.get(P.Notifier) as FakeNotifier,
    onLogIn, onLogOut, user: userEvent.setup(),
  };
}

describe('DebugPanel', () => {
  it.each(['www.kowhaibank.co.nz', 'secure.kowhaibank.co.nz'])('is not rendered at all on %s', async (hostname) => {
    const { baseElement } = await setup({ hostname });
    expect(baseElement.querySelector('.debug-panel')).toBeNull();
  });

  it.each(['localhost', '127.0.0.1', 'uat.kowhaibank.co.nz', 'test2.kowhaibank.co.nz'])('is collapsed to a Debug button on %s', async (hostname) => {
    await setup({ hostname });
    expect(screen.getByRole('button', { name: 'Debug' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Debug panel' })).not.toBeInTheDocument();
  });

  it('has the three switches, kept through the store', async () => {
    const { user, options } = await setup();
    await user.click(screen.getByRole('button', { name: 'Debug' }));
    expect(screen.getByRole('region', { name: 'Debug panel' })).toBeVisible();
    for (const name of ['Prevent personal loan redirection', 'Hide browser prompts', 'Disable the bot check']) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
    }
    await user.click(screen.getByRole('switch', { name: 'Disable the bot check' }));
    await user.click(screen.getByRole('switch', { name: 'Prevent personal loan redirection' }));
    expect(options.read()).toEqual({ preventPersonalLoanRedirection: true, stopPrompts: false, bypassRecaptcha: true });
    expect(screen.getByRole('switch', { name: 'Disable the bot check' })).toBeChecked();
  });

  it('navigates to a typed path with Go (or Enter)', async () => {
    const { user, location } = await setup();
    await user.click(screen.getByRole('button', { name: 'Debug' }));
    await user.type(screen.getByLabelText('Navigate to'), '/online/pay');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(location.history?.at(-1)).toBe('/online/pay');
    await user.clear(screen.getByLabelText('Navigate to'));
    await user.type(screen.getByLabelText('Navigate to'), 'payees{Enter}');
    expect(location.history?.at(-1)).toBe('/payees');
  });

  it('logs in when logged out and out when logged in', async () => {
    const out = await setup();
    await out.user.click(screen.getByRole('button', { name: 'Debug' }));
    await out.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(out.onLogIn).toHaveBeenCalled();
    out.unmount();
    const inside = await setup({ loggedIn: true });
    await inside.user.click(screen.getByRole('button', { name: 'Debug' }));
    await inside.user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(inside.onLogOut).toHaveBeenCalled();
  });

  it('raises a sample toast', async () => {
    const { user, notifier } = await setup();
    await user.click(screen.getByRole('button', { name: 'Debug' }));
    await user.click(screen.getByRole('button', { name: 'Show a sample toast' }));
    expect(notifier.messages).toEqual(['This is a sample notification.']);
  });

  it('folds away on Escape with focus back on its button', async () => {
    const { user } = await setup();
    const toggle = screen.getByRole('button', { name: 'Debug' });
    await user.click(toggle);
    await user.click(screen.getByRole('switch', { name: 'Hide browser prompts' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('links to the native-host simulator, a page of the sandbox', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Debug' }));
    expect(screen.getByRole('link', { name: 'Open the native-host simulator' })).toHaveAttribute('href', '/dev/native-host');
  });

  it("shows no sandbox time while the bank's time is the device's", async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Debug' }));
    expect(screen.queryByText(/Sandbox time/)).not.toBeInTheDocument();
  });

  it('shows the sandbox time when the operator moved it, and keeps it current', async () => {
    const { user, clock } = await setup({ at: Date.UTC(2026, 11, 23, 20, 5), offset: 32 * 86_400_000 });
    await user.click(screen.getByRole('button', { name: 'Debug' }));
    const panel = screen.getByRole('region', { name: 'Debug panel' });
    expect(panel).toHaveTextContent('Sandbox time: 24 Dec 2026, 9:05 am (Auckland), 32 days ahead of this device');
    clock.offset = -3 * 3_600_000;
    act(() => clock.advance(30_000));
    expect(panel).toHaveTextContent('3 hours behind this device');
  });
});
