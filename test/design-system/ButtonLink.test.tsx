import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ButtonLink } from '../../src/design-system/ButtonLink';

function renderAt(ui: React.ReactElement) {
  const location = memoryLocation({ path: '/start', record: true });
  render(<Router hook={location.hook}>{ui}</Router>);
  return location;
}

describe('ButtonLink', () => {
  it('is a link, named by its words, styled as a primary medium button by default', () => {
    renderAt(<ButtonLink href="/online/receipts/r1">View receipt</ButtonLink>);
    const link = screen.getByRole('link', { name: 'View receipt' });
    expect(link).toHaveAttribute('href', '/online/receipts/r1');
    expect(link).toHaveClass('ds-button', 'ds-button--primary', 'ds-button--medium');
  });

  it('goes to an in-app path without a page load', async () => {
    const location = renderAt(<ButtonLink href="/online/pay">Pay</ButtonLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Pay' }));
    expect(location.history).toEqual(['/start', '/online/pay']);
  });

  it('leaves a reload link to the browser (a full page load)', async () => {
    const location = renderAt(<ButtonLink reload href="/">Try again</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Try again' });
    // jsdom does not navigate; the point is that the router is not asked to.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(location.history).toEqual(['/start']);
  });

  it('opens a new tab safely and says so', () => {
    renderAt(<ButtonLink newTab variant="primary-outline" href="https://example.org/rates">Our rates</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Our rates (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('ds-button--primary-outline');
  });

  it('takes the variant, size and any class of its caller', () => {
    renderAt(<ButtonLink variant="secondary" size="small" className="extra" href="/payees" aria-label="Edit Mum">Edit</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Edit Mum' })).toHaveClass('ds-button--secondary', 'ds-button--small', 'extra');
  });
});
