import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AfterFirstLoad } from '../../../../src/platform/ui/loading/AfterFirstLoad';
import { signalFirstLoadComplete } from '../../../../src/platform/ui/loading/firstLoad';
import { AFTER_FIRST_SCREEN_MAX_WAIT_MS, FIRST_LOAD_ATTRIBUTE } from '../../../../src/platform/ui/loading/loadingTimings';

function Page() {
  const [shown, setShown] = useState(false);
  return shown ? <h1>Pay</h1> : <button type="button" onClick={() => setShown(true)}>data arrived</button>;
}

describe('AfterFirstLoad', () => {
  beforeEach(() => { jest.useFakeTimers(); document.documentElement.removeAttribute(FIRST_LOAD_ATTRIBUTE); });
  afterEach(() => { jest.useRealTimers(); document.documentElement.removeAttribute(FIRST_LOAD_ATTRIBUTE); });

  it('waits for the first-load signal and then for the page heading', async () => {
    render(<><Page /><AfterFirstLoad><p>toasts</p></AfterFirstLoad></>);
    act(() => signalFirstLoadComplete());
    expect(screen.queryByText('toasts')).not.toBeInTheDocument();
    // (the heading is seen by a MutationObserver, whose callback runs as a microtask)
    await act(async () => { screen.getByRole('button', { name: 'data arrived' }).click(); await Promise.resolve(); });
    expect(screen.getByText('toasts')).toBeInTheDocument();
  });

  it('does not wait for a heading before the signal', () => {
    render(<><h1>Log in</h1><AfterFirstLoad><p>toasts</p></AfterFirstLoad></>);
    expect(screen.queryByText('toasts')).not.toBeInTheDocument();
    act(() => signalFirstLoadComplete());
    expect(screen.getByText('toasts')).toBeInTheDocument();
  });

  it('renders anyway when no heading comes within the wait', () => {
    render(<AfterFirstLoad><p>toasts</p></AfterFirstLoad>);
    act(() => signalFirstLoadComplete());
    act(() => { jest.advanceTimersByTime(AFTER_FIRST_SCREEN_MAX_WAIT_MS - 1); });
    expect(screen.queryByText('toasts')).not.toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(1); });
    expect(screen.getByText('toasts')).toBeInTheDocument();
  });
});
