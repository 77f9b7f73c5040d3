import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { supportFeature } from '../../../../src/features/support';
import { SUPPORT_TOKENS } from '../../../../src/features/support/tokens';
import BranchesPage from '../../../../src/features/support/ui/BranchesPage';
import ContactUsPage from '../../../../src/features/support/ui/ContactUsPage';
import ContentPage from '../../../../src/features/support/ui/ContentPage';
import HelpPage from '../../../../src/features/support/ui/HelpPage';
import { appKit } from '../../../support/appKit';
import type { FakeContentService } from '../fakes/FakeContentService';

// Monday 23 Nov 2026, 10:30 am in Auckland.
const MONDAY_MORNING = Date.parse('2026-11-22T21:30:00Z');

/**
 * The support pages over the test container (the production wiring), its fake clock moved on
 * to `now` (the fake starts earlier than every time these tests read); `prepare` sets the content first.
 */
async function renderAt(path: string, prepare?: (content: FakeContentService) => void, now = MONDAY_MORNING) {
  const app = appKit({ path });
  app.clock.advance(now - app.clock.now());
  await app.loadArea(supportFeature);
  prepare?.(app.container.get(SUPPORT_TOKENS.ContentService) as FakeContentService);
  return app.renderApp(
    <>
      <Route path="/contact-us" component={ContactUsPage} />
      <Route path="/help" component={HelpPage} />
      <Route path="/branches" component={BranchesPage} />
      <Route path="/terms-and-conditions/:token" component={ContentPage} />
    </>);
}

describe('support pages', () => {
  it('renders content HTML without scripts, javascript: links or event handlers', async () => {
    const hostile = (content: FakeContentService) => { content.pages = { hostile: { token: 'hostile', title: 'Terms', html: [
      '<p id="intro" onclick="steal()">Read these terms.</p>',
      '<script>window.pwned = true</script>',
      '<img src="x" onerror="window.pwned = true" alt="logo">',
      '<a href="javascript:alert(1)">Click me</a>',
      '<a href="/contact-us" onmouseover="steal()">Contact us</a>',
      '<iframe src="https://evil.example"></iframe>',
    ].join('') } }; };
    await renderAt('/terms-and-conditions/hostile', hostile);
    expect(await screen.findByText('Read these terms.')).toBeInTheDocument();
    const html = document.body.innerHTML;
    expect(html).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|<iframe/i);
    expect(screen.getByText('Click me')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('shows the privacy statement, and a not-found message for an unknown token', async () => {
    await renderAt('/terms-and-conditions/privacy-statement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy statement' })).toBeInTheDocument();
  });

  it('says so when a terms page does not exist', async () => {
    await renderAt('/terms-and-conditions/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/terms-and-conditions/privacy-statement');
  });

  it('shows each answer as a disclosure with an arrow: closed until its question is pressed', async () => {
    const user = userEvent.setup();
    await renderAt('/help');
    const question = await screen.findByText('I lost my card');
    const disclosure = question.closest('details') as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    expect(question.closest('summary')?.querySelector('[data-icon="chevron"]')).toHaveAttribute('aria-hidden', 'true');
    await user.click(question);
    expect(disclosure.open).toBe(true);
  });

  it('finds help by any word of the question or the answer', async () => {
    const user = userEvent.setup();
    await renderAt('/help');
    expect(await screen.findByText('2 answers')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search help' }), 'overseas');
    expect(screen.getByText('1 answer')).toBeInTheDocument();
    expect(screen.getByText('I lost my card')).toBeInTheDocument();
    expect(screen.queryByText('I forgot my password. What do I do?')).not.toBeInTheDocument();
  });

  it('lists the phones, with the overseas number, and the secure message link', async () => {
    await renderAt('/contact-us');
    expect(await screen.findByRole('link', { name: '+64 4 831 0800' })).toHaveAttribute('href', 'tel:+6448310800');
    expect(screen.getByRole('link', { name: 'Send a secure message' })).toHaveAttribute('href', '/messages/new');
  });

  it('finds branches by suburb or town, open now on the Auckland clock', async () => {
    const user = userEvent.setup();
    await renderAt('/branches');
    const ponsonby = (await screen.findByRole('heading', { name: 'Ponsonby' })).closest('li')!;
    expect(within(ponsonby).getByText('Open now')).toBeInTheDocument();
    expect(within(ponsonby).getByRole('row', { name: 'Monday 9:00 am – 4:30 pm' })).toHaveAttribute('aria-current', 'date');
    await user.type(screen.getByRole('searchbox', { name: 'Suburb or town' }), 'whangarei');
    expect(screen.getByText('1 branch matching “whangarei”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Whangārei' })).toBeInTheDocument();
  });

  it('shows branches closed on a Sunday', async () => {
    await renderAt('/branches', undefined, Date.parse('2026-11-21T23:00:00Z'));
    expect(await screen.findAllByText('Closed now')).toHaveLength(3);
  });
});
