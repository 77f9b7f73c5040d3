import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'wouter';
import { useOpensAtTop } from '../../../src/app/routes/useOpensAtTop';
import { renderWithServices } from '../../support/renderWithServices';

function Page() {
  const [location] = useLocation();
  useOpensAtTop(location);
  return (
    <>
      <p>{`at ${location}`}</p>
      <Link href="/online/accounts/1000001-5">Kōwhai Visa</Link>
      <Link href="/online/accounts/1000001-2">Bills</Link>
    </>
  );
}

describe('useOpensAtTop', () => {
  let scrolls: unknown[][];
  beforeEach(() => {
    scrolls = [];
    jest.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => { scrolls.push(args); });
  });
  afterEach(() => jest.restoreAllMocks());

  it('leaves the first page where the browser put it, and opens the next one at its top', async () => {
    renderWithServices(<Page />, { path: '/dashboard' });
    expect(scrolls).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Kōwhai Visa' }));
    expect(await screen.findByText('at /online/accounts/1000001-5')).toBeInTheDocument();
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('leaves back and forward to the browser, which restores where the customer was', async () => {
    renderWithServices(<Page />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('link', { name: 'Kōwhai Visa' }));
    expect(scrolls).toHaveLength(1);
    // Back: the browser fires popstate, then the app follows the address it restored.
    await act(async () => { window.dispatchEvent(new PopStateEvent('popstate')); });
    await userEvent.click(screen.getByRole('link', { name: 'Bills' }));
    expect(await screen.findByText('at /online/accounts/1000001-2')).toBeInTheDocument();
    expect(scrolls).toHaveLength(1);
    // The next page the customer opens is at its top again.
    await userEvent.click(screen.getByRole('link', { name: 'Kōwhai Visa' }));
    expect(scrolls).toEqual([[0, 0], [0, 0]]);
  });

  it('goes to the anchor of an address with a #fragment, not the top', async () => {
    renderWithServices(<Page />, { path: '/dashboard' });
    window.history.replaceState(null, '', '#transactions');
    try {
      await userEvent.click(screen.getByRole('link', { name: 'Bills' }));
      expect(await screen.findByText('at /online/accounts/1000001-2')).toBeInTheDocument();
      expect(scrolls).toEqual([]);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });
});
