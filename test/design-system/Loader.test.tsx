import { act, render, screen } from '@testing-library/react';
import { Loader, LOADER_SHOW_DELAY_MS } from '../../src/design-system/Loader';

describe('Loader', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  it("says 'Loading...' only once loading has lasted a second", () => {
    render(<Loader />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => { jest.advanceTimersByTime(LOADER_SHOW_DELAY_MS - 1); });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(1); });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows at once with noDebounce', () => {
    render(<Loader noDebounce />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('hides at once when loading ends', () => {
    const { rerender } = render(<Loader loading />);
    act(() => { jest.advanceTimersByTime(1500); });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<Loader loading={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('starts the second again when loading starts again', () => {
    const { rerender } = render(<Loader loading />);
    act(() => { jest.advanceTimersByTime(1500); });
    rerender(<Loader loading={false} />);
    rerender(<Loader loading />);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(1000); });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});
