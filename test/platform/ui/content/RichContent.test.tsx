import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichContent } from '../../../../src/platform/ui/content/RichContent';
import { renderWithServices } from '../../../support/renderWithServices';

const HTML = `
  <p>Read <a href="https://www.kowhaibank.co.nz/contact-us">how to reach us</a>,
  <a href="{{local}}/online/pay">pay someone</a>, <a href="/home">go home</a>,
  <a href="#fees">see fees</a>, <a href="/api/content/document/terms.pdf">the terms</a>,
  <a href="/help" target="_blank">help in a new tab</a>, <a href="https://www.ird.govt.nz" target="_blank">IRD</a>.</p>
  <script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="">
  <a href="javascript:alert(1)">bad</a>`;

function setup() {
  const view = renderWithServices(<RichContent html={HTML} />, { path: '/online/dashboard' });
  return { ...view, user: userEvent.setup() };
}

describe('RichContent', () => {
  it('sanitises: no scripts, no handlers, no javascript: URLs', () => {
    const { baseElement } = setup();
    expect(baseElement.querySelector('script')).toBeNull();
    expect(baseElement.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('bad')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });

  it('rewrites site-prefixed, placeholder and /home links to in-app paths', () => {
    setup();
    expect(screen.getByRole('link', { name: 'how to reach us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: 'pay someone' })).toHaveAttribute('href', '/online/pay');
    expect(screen.getByRole('link', { name: 'go home' })).toHaveAttribute('href', '/');
  });

  it('routes an in-app link without a page load', async () => {
    const { user, location } = setup();
    await user.click(screen.getByRole('link', { name: 'pay someone' }));
    expect(location.history?.at(-1)).toBe('/online/pay');
  });

  it('leaves #, content-document and other-site links to the browser', () => {
    const { location } = setup();
    for (const name of ['see fees', 'the terms', 'IRD']) {
      const link = screen.getByRole('link', { name });
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(location.history).toEqual(['/online/dashboard']);
  });

  it('leaves a modified click to the browser (open in a new tab)', () => {
    const { location } = setup();
    const click = fireEvent.click(screen.getByRole('link', { name: 'pay someone' }), { ctrlKey: true });
    expect(click).toBe(true);
    expect(location.history).toEqual(['/online/dashboard']);
  });

  it('gives every new-tab link rel="noopener noreferrer" and lets the browser open it', () => {
    const { location } = setup();
    for (const name of ['help in a new tab', 'IRD']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    fireEvent.click(screen.getByRole('link', { name: 'help in a new tab' }));
    expect(location.history).toEqual(['/online/dashboard']);
  });
});
