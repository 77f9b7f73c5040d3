import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useOpensAtTop } from '../../../src/app/routes/useOpensAtTop';
import { renderWithServices } from '../../support/renderWithServices';

function Page() {
  const [location] = useLocation();
  useOpensAtTop(location);
  return (
    <>
      <nav aria-label="Main">
        <Link href="/online/accounts/1000001-5">Kōwhai Visa</Link>
        <Link href="/online/accounts/1000001-2">Bills</Link>
        <Link href="/online/pay">Pay</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        {location === '/online/pay' ? <LatePage /> : <h1>{`at ${location}`}</h1>}
        <label>Amount <input /></label>
      </main>
    </>
  );
}

/** A page whose heading arrives after its data. */
function LatePage() {
  const [shown, setShown] = useState(false);
  useEffect(() => { const timer = setTimeout(() => setShown(true), 50); return () => clearTimeout(timer); }, []);
  return shown ? <h1>Make a payment</h1> : <p>Loading</p>;
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
    expect(await screen.findByRole('heading', { name: 'at /online/accounts/1000001-5' })).toBeInTheDocument();
    expect(scrolls).toEqual([[0, 0]]);
  });

  it('leaves back and forward to the browser, which restores where the customer was', async () => {
    renderWithServices(<Page />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('link', { name: 'Kōwhai Visa' }));
    expect(scrolls).toHaveLength(1);
    // Back: the browser fires popstate, then the app follows the address it restored.
    await act(async () => { window.dispatchEvent(new PopStateEvent('popstate')); });
    await userEvent.click(screen.getByRole('link', { name: 'Bills' }));
    expect(await screen.findByRole('heading', { name: 'at /online/accounts/1000001-2' })).toBeInTheDocument();
    expect(scrolls).toHaveLength(1);
    // The next page the customer opens is at its top again.
    await userEvent.click(screen.getByRole('link', { name: 'Kōwhai Visa' }));
    expect(scrolls).toEqual([[0, 0], [0, 0]]);
  });

  it('moves focus to the new page’s heading, once it is shown, and never from a field the customer is in', async () => {
    renderWithServices(<Page />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('link', { name: 'Kōwhai Visa' }));
    expect(await screen.findByRole('heading', { name: 'at /online/accounts/1000001-5' })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Make a payment' })).toHaveFocus();
    // Typing before the heading arrives: the heading waits its turn, the field keeps the focus.
    await userEvent.click(screen.getByRole('link', { name: 'Bills' }));
    await userEvent.click(screen.getByRole('link', { name: 'Pay' }));
    await userEvent.click(screen.getByLabelText('Amount'));
    await screen.findByRole('heading', { name: 'Make a payment' });
    expect(screen.getByLabelText('Amount')).toHaveFocus();
  });

  it('goes to the anchor of an address with a #fragment, not the top', async () => {
    renderWithServices(<Page />, { path: '/dashboard' });
    window.history.replaceState(null, '', '#transactions');
    try {
      await userEvent.click(screen.getByRole('link', { name: 'Bills' }));
      expect(await screen.findByRole('heading', { name: 'at /online/accounts/1000001-2' })).toBeInTheDocument();
      expect(scrolls).toEqual([]);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });
});
