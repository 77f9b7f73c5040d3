import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/App';
import { RoutedErrorBoundary } from '../../src/app/shell/errors/RoutedErrorBoundary';
import { FIRST_LOAD_ATTRIBUTE } from '../../src/platform/ui/loading/loadingTimings';
import { ChunkLoadFailure } from '../../src/platform/ui/loading/lazyWithRetry';
import { appKit } from '../support/appKit';
import { renderWithServices } from '../support/renderWithServices';

beforeEach(() => document.documentElement.removeAttribute(FIRST_LOAD_ATTRIBUTE));

function start(options: { path: string; webview: boolean }) {
  const app = appKit(options);
  app.renderApp(<App />);
  return app;
}

describe('the shell in the webview', () => {
  it("shows 'This page cannot be displayed in a webview' for a webview: false page; Close sends close", async () => {
    const app = start({ path: '/apply/password-reset', webview: true });
    expect(await screen.findByRole('heading', { name: 'This page cannot be displayed in a webview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(app.bridge.sent).toContain('kowhaibank://close?v=1');
  });

  it("hides the web header, footer and tab bar inside the app, whose own frame has the navigation", async () => {
    start({ path: '/apply/password-reset', webview: true });
    expect(await screen.findByRole('heading', { name: 'This page cannot be displayed in a webview' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).toBeNull();
  });

  it('shows the header and the footer in a browser', async () => {
    start({ path: '/apply/password-reset', webview: false });
    expect(await screen.findByRole('heading', { name: /reset your password/i })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('shows that page as usual in a browser', async () => {
    start({ path: '/apply/password-reset', webview: false });
    expect(await screen.findByRole('heading', { name: /reset your password/i })).toBeInTheDocument();
    expect(screen.queryByText('This page cannot be displayed in a webview')).toBeNull();
  });

  it('hands a path outside the webview paths to the app as link', async () => {
    // Security is not among the areas' webview paths: the native app has its own settings.
    const app = start({ path: '/security', webview: true });
    await waitFor(() => expect(app.bridge.sent).toContain('kowhaibank://link?v=1&url=%2Fsecurity'));
  });

  it('asks for no password when the app gave no token: the app has been told timeout', async () => {
    const app = start({ path: '/online/dashboard', webview: true });
    await act(async () => { app.clock.advance(5_000); });
    await waitFor(() => expect(app.session.ready).toBe(true));
    act(() => app.clock.advance(1_000));
    expect(app.bridge.commands).toContain('timeout');
    expect(screen.queryByRole('dialog', { name: 'Log in to internet banking' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Kia ora/ })).toBeNull();
  });

  it('says ready once the first load is complete, once per page load', async () => {
    const app = start({ path: '/apply/password-reset', webview: true });
    await waitFor(() => expect(document.documentElement).toHaveAttribute(FIRST_LOAD_ATTRIBUTE, 'true'));
    await waitFor(() => expect(app.bridge.sent).toContain('kowhaibank://ready?v=1'));
    expect(app.bridge.sent.filter((url) => url === 'kowhaibank://ready?v=1')).toHaveLength(1);
  });
});

describe('the route error boundary and the native app', () => {
  const Throws = ({ error }: { error: Error }) => { throw error; };
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a render failure', new Error('boom'), 'render'],
    ['code that did not arrive', new ChunkLoadFailure(new Error('offline')), 'chunk'],
  ])('tells the app about %s', (_, error, failure) => {
    const onUnrecoverable = jest.fn();
    renderWithServices(<RoutedErrorBoundary onError={() => undefined} onUnrecoverable={onUnrecoverable}><Throws error={error} /></RoutedErrorBoundary>);
    expect(onUnrecoverable).toHaveBeenCalledWith(failure);
  });
});
