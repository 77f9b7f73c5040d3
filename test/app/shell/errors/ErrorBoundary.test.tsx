import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { ErrorBoundary } from '../../../../src/app/shell/errors/ErrorBoundary';
import { RoutedErrorBoundary } from '../../../../src/app/shell/errors/RoutedErrorBoundary';
import { lazyWithRetry } from '../../../../src/platform/ui/loading/lazyWithRetry';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import type { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { renderWithServices } from '../../../support/renderWithServices';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>All good</p>;
}

beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows its fallback after a render error and reports it', () => {
    const onError = jest.fn();
    render(<ErrorBoundary onError={onError} fallback={() => <p>Fallback</p>}><Fragile /></ErrorBoundary>);
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(new Error('render failed'), expect.anything());
  });

  it('can be reset', async () => {
    render(<ErrorBoundary fallback={(_e, reset) => <button type="button" onClick={reset}>Try again</button>}><Fragile /></ErrorBoundary>);
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('tries its children again when its reset key changes, and only then', () => {
    const fallback = () => <p>Fallback</p>;
    const view = render(<ErrorBoundary resetKey="/a" fallback={fallback}><Fragile /></ErrorBoundary>);
    broken = false;
    view.rerender(<ErrorBoundary resetKey="/a" fallback={fallback}><Fragile /></ErrorBoundary>);
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    view.rerender(<ErrorBoundary resetKey="/b" fallback={fallback}><Fragile /></ErrorBoundary>);
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});

describe('RoutedErrorBoundary', () => {
  it('shows the render-error fallback and resets when the customer navigates', async () => {
    const onError = jest.fn();
    renderWithServices(
      <>
        <Link href="/online/pay">Pay</Link>
        <RoutedErrorBoundary onError={onError}><Fragile /></RoutedErrorBoundary>
      </>,
      { path: '/online/transfer' },
    );
    expect(screen.getByRole('heading', { name: "Sorry, this page isn't available right now" })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Pay' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it("reports a route's render error to Monitoring with the query key 'render', as the root boundary does", () => {
    const { container } = renderWithServices(<RoutedErrorBoundary><Fragile /></RoutedErrorBoundary>);
    const monitoring = container.get(PLATFORM_TOKENS.Monitoring) as FakeMonitoring;
    expect(monitoring.reports).toEqual([{ error: new Error('render failed'), queryKey: 'render' }]);
  });

  it('reports a chunk that never loaded once, as a chunk failure, and not again as a render error', async () => {
    const report = jest.fn();
    const Page = lazyWithRetry(() => Promise.reject(new Error('Loading chunk pay failed.')), { sleep: async () => undefined, report });
    const { container } = renderWithServices(<RoutedErrorBoundary><Suspense fallback={null}><Page /></Suspense></RoutedErrorBoundary>);
    expect(await screen.findByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
    expect((container.get(PLATFORM_TOKENS.Monitoring) as FakeMonitoring).reports).toEqual([]);
  });

  it('shows the full-page refresh error for a chunk that never loaded, reported once', async () => {
    const onError = jest.fn();
    const report = jest.fn();
    const Page = lazyWithRetry(() => Promise.reject(new Error('Loading chunk pay failed.')), { sleep: async () => undefined, report });
    renderWithServices(<RoutedErrorBoundary onError={onError}><Suspense fallback={null}><Page /></Suspense></RoutedErrorBoundary>);
    await act(async () => undefined);
    expect(await screen.findByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('RoutedErrorBoundary with a plain React.lazy route', () => {
  it("treats webpack's ChunkLoadError as a route error too, and reports it", async () => {
    const onError = jest.fn();
    function Broken(): never { throw Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }); }
    renderWithServices(<RoutedErrorBoundary onError={onError}><Broken /></RoutedErrorBoundary>);
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
