import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { signalFirstLoadComplete } from '../../../../src/platform/ui/loading/firstLoad';
import { GlobalLoader } from '../../../../src/platform/ui/loading/GlobalLoader';
import { LoadingControl } from '../../../../src/platform/ui/loading/LoadingControl';

function Harness({ immediate = false, initiallyLoading = true }: { immediate?: boolean; initiallyLoading?: boolean }) {
  const [loading, setLoading] = useState(initiallyLoading);
  return (
    <>
      <button type="button" onClick={() => setLoading((l) => !l)}>toggle</button>
      {loading ? <LoadingControl immediate={immediate} /> : null}
    </>
  );
}

const advance = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });

describe('GlobalLoader and LoadingControl', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the overlay only after loading has lasted 100 ms', () => {
    render(<GlobalLoader onFirstLoadComplete={jest.fn()}><Harness /></GlobalLoader>);
    advance(99);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the overlay at once for an immediate control', () => {
    render(<GlobalLoader onFirstLoadComplete={jest.fn()}><Harness immediate /></GlobalLoader>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('hides the overlay the moment the last control leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<GlobalLoader onFirstLoadComplete={jest.fn()}><Harness /></GlobalLoader>);
    advance(200);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never flashes the overlay for a load shorter than 100 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<GlobalLoader onFirstLoadComplete={jest.fn()}><Harness /></GlobalLoader>);
    advance(50);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    advance(500);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('signals the first load once no control has been registered for 100 ms, and only once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onFirstLoadComplete = jest.fn();
    render(<GlobalLoader onFirstLoadComplete={onFirstLoadComplete}><Harness /></GlobalLoader>);
    advance(5000);
    expect(onFirstLoadComplete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    advance(99);
    expect(onFirstLoadComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onFirstLoadComplete).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    advance(1000);
    expect(onFirstLoadComplete).toHaveBeenCalledTimes(1);
  });

  it('signals after 100 ms when nothing ever loads', () => {
    const onFirstLoadComplete = jest.fn();
    render(<GlobalLoader onFirstLoadComplete={onFirstLoadComplete}><Harness initiallyLoading={false} /></GlobalLoader>);
    advance(100);
    expect(onFirstLoadComplete).toHaveBeenCalledTimes(1);
  });

  it("throws 'LoadingControl used without GlobalLoader' outside one", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<LoadingControl />)).toThrow('LoadingControl used without GlobalLoader');
  });
});

describe('signalFirstLoadComplete', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.removeAttribute('data-first-load-complete');
  });

  it('marks <html>, raises the event and fades the loader page out over 250 ms', () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="page-loader" class="page-loader"></div>');
    const listener = jest.fn();
    window.addEventListener('first-load-complete', listener);
    signalFirstLoadComplete();
    signalFirstLoadComplete();
    window.removeEventListener('first-load-complete', listener);
    expect(document.documentElement).toHaveAttribute('data-first-load-complete', 'true');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.getElementById('page-loader')).toHaveClass('page-loader--leaving');
    jest.advanceTimersByTime(249);
    expect(document.getElementById('page-loader')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('page-loader')).toBeNull();
  });
});
