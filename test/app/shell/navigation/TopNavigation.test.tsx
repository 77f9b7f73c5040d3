import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopNavigation } from '../../../../src/app/shell/navigation/TopNavigation';
import { renderWithServices } from '../../../support/renderWithServices';
import { appKit } from '../../../support/appKit';
import { AROHA } from '../../../support/demoData';

const SETTINGS = ['Contact details', 'Tax details', 'Personalise', 'Quick view', 'Security', 'Alerts', 'Manage Cards', 'Online EFTPOS', 'Contact us'];

function setup(path = '/online/dashboard') {
  const view = renderWithServices(<><TopNavigation /><button type="button">after</button></>, { path });
  return { ...view, nav: screen.getByRole('navigation', { name: 'Main' }) };
}

describe('TopNavigation', () => {
  it("has the spec items in the spec's order and words, then every product the spec does not name", () => {
    const { nav } = setup();
    const top = within(nav).getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('top-nav__list'));
    expect(top.map((li) => li.firstElementChild?.textContent)).toEqual(['Home', 'Pay', 'Transfer', 'Payees', 'Open & Apply', 'Settings', 'My insurance', 'KiwiSaver', 'Help']);
    expect(within(nav).getByRole('link', { name: 'KiwiSaver' })).toHaveAttribute('href', '/online/kiwisaver');
    expect(within(nav).getByRole('link', { name: 'My insurance' })).toHaveAttribute('href', '/online/my-insurance');
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/online/pay');
    expect(within(nav).getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/online/transfer');
    expect(within(nav).getByRole('link', { name: 'Open & Apply' })).toHaveAttribute('href', '/apply/open-a');
  });

  it('marks the current page', () => {
    const { nav } = setup('/online/pay/someone');
    expect(within(nav).getByRole('link', { name: 'Pay' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("opens Payees by click, with the spec's three links and then Automatic payments", async () => {
    setup();
    const payees = screen.getByRole('button', { name: 'Payees' });
    expect(payees).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(payees);
    expect(payees).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(payees.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['My payees', '/payees'], ['International', '/international-payees'], ['Direct debits', '/direct-debits'],
      ['Automatic payments', '/online/automatic-payments'],
    ]);
  });

  it('has the nine Settings links with their routes', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const links = screen.getAllByRole('link').filter((a) => SETTINGS.includes(a.textContent ?? ''));
    expect(links.map((a) => a.textContent)).toEqual(SETTINGS);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/settings/details', '/tax', '/personalise', '/quickview', '/security', '/alerts', '/manage-cards', '/settings/online-eftpos', '/contact-us',
    ]);
  });

  it('is keyboard-operable: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    setup();
    const settings = screen.getByRole('button', { name: 'Settings' });
    settings.focus();
    await user.keyboard('{Enter}');
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Contact details' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Personalise' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Tax details' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(settings).toHaveFocus();
  });

  it('ArrowDown on a closed menu opens it on its first link', async () => {
    const user = userEvent.setup();
    setup();
    screen.getByRole('button', { name: 'Payees' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'My payees' })).toHaveFocus();
  });

  it('Tab walks through an open menu and closes it on leaving', async () => {
    const user = userEvent.setup();
    setup();
    const payees = screen.getByRole('button', { name: 'Payees' });
    await user.click(payees);
    await user.tab();
    expect(screen.getByRole('link', { name: 'My payees' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open & Apply' })).toHaveFocus();
    expect(payees).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one menu open at a time', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Payees' }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('button', { name: 'Payees' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link in it is followed', async () => {
    const { location } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Payees' }));
    await userEvent.click(screen.getByRole('link', { name: 'International' }));
    expect(location.history?.at(-1)).toBe('/international-payees');
    expect(screen.getByRole('button', { name: 'Payees' })).toHaveAttribute('aria-expanded', 'false');
  });

  describe('on hover', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const advance = (ms: number) => act(() => { jest.advanceTimersByTime(ms); });

    it('opens 200 ms after the pointer arrives and closes 300 ms after it leaves', () => {
      setup();
      const payees = screen.getByRole('button', { name: 'Payees' });
      fireEvent.mouseEnter(payees.parentElement!);
      advance(199);
      expect(payees).toHaveAttribute('aria-expanded', 'false');
      advance(1);
      expect(payees).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseLeave(payees.parentElement!);
      advance(299);
      expect(payees).toHaveAttribute('aria-expanded', 'true');
      advance(1);
      expect(payees).toHaveAttribute('aria-expanded', 'false');
    });

    it('does not open when the pointer only passes over', () => {
      setup();
      const settings = screen.getByRole('button', { name: 'Settings' });
      fireEvent.mouseEnter(settings.parentElement!);
      advance(150);
      fireEvent.mouseLeave(settings.parentElement!);
      advance(1000);
      expect(settings).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open when the pointer comes back within 300 ms', () => {
      setup();
      const settings = screen.getByRole('button', { name: 'Settings' });
      fireEvent.mouseEnter(settings.parentElement!);
      advance(200);
      fireEvent.mouseLeave(settings.parentElement!);
      advance(250);
      fireEvent.mouseEnter(settings.parentElement!);
      advance(1000);
      expect(settings).toHaveAttribute('aria-expanded', 'true');
    });
  });
});

describe('TopNavigation: the current page', () => {
  it('marks Home current on the new home, whose link goes through /dashboard', () => {
    renderWithServices(<TopNavigation />, { path: '/online/dashboard' });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('TopNavigation with a flag off', () => {
  it('leaves out Pay and Transfer when ReactPayAndTransfer is off for the customer, and keeps every other item', async () => {
    const app = appKit({ path: '/online/dashboard' });
    app.features.set('ReactPayAndTransfer', false);
    await app.session.start();
    await app.session.login(AROHA);
    app.renderApp(<TopNavigation />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const top = () => within(nav).getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('top-nav__list')).map((li) => li.firstElementChild?.textContent);
    await waitFor(() => expect(top()).toEqual(['Home', 'Payees', 'Open & Apply', 'Settings', 'My insurance', 'KiwiSaver', 'Help']));
    expect(app.features.calls).toBe(1);
  });
});
