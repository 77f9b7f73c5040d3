import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../../src/app/App';
import { MESSAGES_TOKENS as M } from '../../../../src/features/messages/tokens';
import { messagesFeature } from '../../../../src/features/messages';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';
import type { FakeInboxService } from '../fakes/FakeInboxService';

/**
 * The whole app over fakes: one InboxService behind both the header's count (the area's door,
 * bound with the app) and the inbox page, as in production.
 */
async function start() {
  const app = appKit({ path: '/messages' });
  await app.loadArea(messagesFeature);
  const inbox = app.container.get(M.InboxService) as FakeInboxService;
  await app.session.start();
  await app.session.login(AROHA);
  app.renderApp(<App />);
  return { app, inbox, user: userEvent.setup() };
}

describe('the header indicator and the inbox', () => {
  it('falls the moment a message is read, and again when a notification is dismissed, without a reload', async () => {
    const { user } = await start();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Messages (2 new)' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^New\b.*Your replacement Kōwhai Visa card/ }));
    expect(await within(banner).findByRole('link', { name: 'Messages (1 new)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification: Your term deposit matures in 14 days' }));
    expect(await within(banner).findByRole('link', { name: 'Messages (no unread)' })).toBeInTheDocument();
    expect(document.title).toBe('Messages | Kōwhai Bank');
  });
});
