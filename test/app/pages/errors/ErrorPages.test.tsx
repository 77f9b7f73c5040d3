import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPage } from '../../../../src/app/pages/errors/ErrorPage';
import { NotFoundPage } from '../../../../src/app/pages/errors/NotFoundPage';
import { ReloadErrorPage, RouteErrorPage } from '../../../../src/app/pages/errors/ReloadErrorPage';
import { RenderErrorFallback } from '../../../../src/app/pages/errors/RenderErrorFallback';
import { WebviewFallbackPage } from '../../../../src/app/pages/errors/WebviewFallbackPage';
import { WorkingOnItPage } from '../../../../src/app/pages/errors/WorkingOnItPage';
import { renderWithServices } from '../../../support/renderWithServices';
import { appKit } from '../../../support/appKit';
import { AROHA } from '../../../support/demoData';

describe('error pages', () => {
  it("the generic page defaults to 'Sorry, an error has occurred.' with nothing else", () => {
    renderWithServices(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, an error has occurred.' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe('Sorry, an error has occurred. | Kōwhai Bank');
  });

  it('the generic page takes a title, a message and a button', async () => {
    const onClick = jest.fn();
    renderWithServices(<ErrorPage title="Payment not sent" message="Please try again." action={{ label: 'Try again', onClick }} />);
    expect(screen.getByRole('heading', { name: 'Payment not sent' })).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onClick).toHaveBeenCalled();
  });

  it.each([[true, '/dashboard'], [false, '/']])("'We're working on it' goes back to the dashboard (logged in: %s → %s)", async (loggedIn, href) => {
    // The session as the app holds it (the test container), logged in or not.
    const app = appKit();
    if (loggedIn) await app.session.login(AROHA);
    app.renderApp(<WorkingOnItPage />);
    expect(screen.getByText("We're working on it. Sorry for the inconvenience.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', href);
  });

  it("the reload variant offers 'Refresh the page'", async () => {
    const onReload = jest.fn();
    renderWithServices(<ReloadErrorPage onReload={onReload} />);
    expect(screen.getByRole('heading', { name: 'Sorry, an error has occurred.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('a route error is a full-page error with a refresh button', async () => {
    const onReload = jest.fn();
    const { baseElement } = renderWithServices(<RouteErrorPage onReload={onReload} />);
    expect(baseElement.querySelector('.error-page--full')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('the render-error fallback uses the spec words', () => {
    renderWithServices(<RenderErrorFallback />);
    expect(screen.getByRole('heading', { name: "Sorry, this page isn't available right now" })).toBeInTheDocument();
    expect(screen.getByText("We're working to resolve the issue as soon as possible.")).toBeInTheDocument();
  });

  it('the webview fallback closes through its onClose', async () => {
    const onClose = jest.fn();
    renderWithServices(<WebviewFallbackPage onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'This page cannot be displayed in a webview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('the 404 page has the spec text and its three links', () => {
    renderWithServices(<NotFoundPage />);
    expect(screen.getByText("Sorry, the page you were looking for doesn't exist. Please check the spelling of the URL, or go back to the homepage.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Branch finder' })).toHaveAttribute('href', '/branches');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});
