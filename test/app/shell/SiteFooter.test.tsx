import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES } from '../../../src/app/features';
import { FOOTER_LINKS, SiteFooter } from '../../../src/app/shell/SiteFooter';
import { renderWithServices } from '../../support/renderWithServices';

describe('SiteFooter', () => {
  it('links to the privacy statement, terms, disclosure statement, rates, help and contact us', () => {
    renderWithServices(<SiteFooter />);
    const footer = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Privacy statement', '/terms-and-conditions/privacy-statement'],
      ['Terms and conditions', '/terms-and-conditions/internet-banking'],
      ['Disclosure statement', '/terms-and-conditions/disclosure-statement'],
      ['Interest rates', '/terms-and-conditions/interest-rates'],
      ['Help', '/help'],
      ['Contact us', '/contact-us'],
    ]);
  });

  it('leads only to pages the app has a route for', () => {
    const patterns = FEATURES.flatMap((f) => f.routes ?? []).map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+').replace(/\/\*\?$/, '(/.*)?')}$`));
    for (const link of FOOTER_LINKS) expect(patterns.some((p) => p.test(link.href))).toBe(true);
  });

  it('follows a link inside the app', async () => {
    const { location } = renderWithServices(<SiteFooter />, { path: '/login' });
    await userEvent.click(screen.getByRole('link', { name: 'Privacy statement' }));
    expect(location.history?.at(-1)).toBe('/terms-and-conditions/privacy-statement');
  });

  it('gives the phone numbers, the one at home as a link to call', () => {
    renderWithServices(<SiteFooter />);
    expect(screen.getByRole('link', { name: '0800 569 424' })).toHaveAttribute('href', 'tel:0800569424');
    expect(screen.getByText(/\+64 4 831 0800 from overseas/)).toBeInTheDocument();
  });
});
